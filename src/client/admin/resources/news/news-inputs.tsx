import Box from '@mui/material/Box';
import { maxLength, regex, required, SelectInput, TextInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../uploads';
import { PageBodyInput } from '../custom-pages/page-body-input';
import { newsStateChoices } from './news-record';

/** A news article's fields: title, rich-text body, image, source link, byline, publish state. */
export function NewsInputs() {
  const { trans } = useTrans();
  const pair = {
    display: 'grid',
    gap: { xs: 0, sm: 2 },
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    width: 1,
    maxWidth: 720,
  };
  return (
    <>
      <TextInput
        source="title"
        label={trans('Title')}
        validate={[required(), maxLength(255)]}
        fullWidth
        sx={{ maxWidth: 720 }}
      />
      <PageBodyInput />
      <FileEntryInput source="image" kind="image" label={trans('Image')} allowUrl />
      <Box sx={pair}>
        <TextInput
          source="source"
          label={trans('Source link')}
          type="url"
          helperText={trans('The address of the original story, if any.')}
          validate={[
            maxLength(2048),
            regex(/^https?:\/\/\S+$/i, trans('The source must be an http(s) address.')),
          ]}
        />
        <TextInput source="byline" label={trans('Byline')} validate={maxLength(255)} />
      </Box>
      <SelectInput
        source="state"
        label={trans('State')}
        choices={newsStateChoices(trans)}
        validate={required()}
        helperText={trans('Drafts are seen only here; published articles show on the site.')}
      />
    </>
  );
}
