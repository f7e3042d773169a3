import {
  maxLength,
  regex,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';

export function TagForm(props: Omit<SimpleFormProps, 'children'>) {
  const { trans } = useTrans();
  return (
    <SimpleForm {...props}>
      <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(191)]} />
      <TextInput
        source="display_name"
        label={trans('Display name')}
        helperText={trans('Defaults to the name.')}
        validate={maxLength(255)}
      />
      <TextInput
        source="type"
        label={trans('Type')}
        helperText={trans(
          'Lowercase letters, numbers, dashes and underscores, e.g. genre or keyword.',
        )}
        validate={[
          maxLength(50),
          regex(/^[a-z0-9_-]*$/, trans('Lowercase letters, numbers, dashes and underscores only.')),
        ]}
      />
    </SimpleForm>
  );
}
