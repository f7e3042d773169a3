import {
  BooleanInput,
  maxLength,
  required,
  TabbedForm,
  TextInput,
  type TabbedFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { PageBodyInput } from './page-body-input';

/** Content (title, slug, rich-text or HTML body) and SEO tabs; the server has the final say. */
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
        <PageBodyInput />
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
