import Box from '@mui/material/Box';
import {
  BooleanInput,
  maxLength,
  required,
  TabbedForm,
  TextInput,
  type TabbedFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { HtmlPreview } from './html-preview';

/** Content (title, slug, HTML body with a live preview) and SEO tabs; the server has the final say. */
export function CustomPageForm(props: Omit<TabbedFormProps, 'children'>) {
  const { trans } = useTrans();
  return (
    <TabbedForm {...props}>
      <TabbedForm.Tab label={trans('Content')}>
        <TextInput
          source="title"
          label={trans('Title')}
          validate={[required(), maxLength(255)]}
          fullWidth
        />
        <TextInput
          source="slug"
          label={trans('Slug')}
          helperText={trans('Leave empty to create it from the title.')}
          validate={maxLength(255)}
          fullWidth
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            width: '100%',
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          }}
        >
          <TextInput
            source="body"
            label={trans('Body (HTML)')}
            helperText={trans('Scripts, frames, styles and event handlers are removed on save.')}
            multiline
            minRows={16}
            fullWidth
            sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
          />
          <HtmlPreview source="body" />
        </Box>
        <BooleanInput source="hide_nav" label={trans('Hide navigation')} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={trans('SEO')}>
        <TextInput
          source="meta.title"
          label={trans('SEO title')}
          helperText={trans('Defaults to the page title.')}
          validate={maxLength(255)}
          fullWidth
        />
        <TextInput
          source="meta.description"
          label={trans('SEO description')}
          helperText={trans('Defaults to the start of the page.')}
          validate={maxLength(500)}
          multiline
          minRows={3}
          fullWidth
        />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
