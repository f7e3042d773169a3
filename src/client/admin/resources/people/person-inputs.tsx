import Box from '@mui/material/Box';
import { DateInput, maxLength, regex, required, SelectInput, TextInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileEntryInput } from '../../uploads';
import { genderChoices, knownForChoices } from './person-record';

/** A person's primary facts: name, department, gender, life dates and places, biography, photo. */
export function PersonInputs() {
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
        source="name"
        label={trans('Name')}
        validate={[required(), maxLength(255)]}
        fullWidth
        sx={{ maxWidth: 720 }}
      />
      <Box sx={pair}>
        <SelectInput
          source="known_for"
          label={trans('Known for')}
          choices={knownForChoices(trans)}
          emptyText={trans('Not set')}
        />
        <SelectInput
          source="gender"
          label={trans('Gender')}
          choices={genderChoices(trans)}
          emptyText={trans('Not set')}
        />
      </Box>
      <Box sx={pair}>
        <DateInput source="birth_date" label={trans('Birth date')} />
        <TextInput source="birth_place" label={trans('Birth place')} validate={maxLength(255)} />
      </Box>
      <Box sx={pair}>
        <DateInput source="death_date" label={trans('Death date')} />
        <TextInput source="death_place" label={trans('Death place')} validate={maxLength(255)} />
      </Box>
      <TextInput
        source="biography"
        label={trans('Biography')}
        multiline
        minRows={4}
        fullWidth
        sx={{ maxWidth: 720 }}
        validate={maxLength(20000)}
      />
      <TextInput
        source="imdb_id"
        label={trans('IMDb id')}
        helperText={trans('For example nm0000123.')}
        validate={regex(/^(nm\d{5,10})?$/, trans('The IMDb id must look like nm0000123.'))}
      />
      <FileEntryInput source="image" kind="image" label={trans('Photo')} allowUrl />
    </>
  );
}
