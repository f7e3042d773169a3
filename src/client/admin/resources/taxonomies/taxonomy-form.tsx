import {
  maxLength,
  regex,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';

/** A URL key as the server accepts it (lowercase letters, numbers, single dashes). */
const KEY = /^$|^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/** Display name and URL key of a genre or keyword. */
export function TaxonomyForm(props: Omit<SimpleFormProps, 'children'>) {
  const { trans } = useTrans();
  return (
    <SimpleForm warnWhenUnsavedChanges {...props}>
      <TextInput
        source="display_name"
        label={trans('Display name')}
        validate={[required(), maxLength(255)]}
      />
      <TextInput
        source="name"
        label={trans('Name')}
        helperText={trans(
          'The key used in addresses and filters. Leave empty to make it from the display name.',
        )}
        validate={[
          maxLength(100),
          regex(KEY, trans('Lowercase letters, numbers and single dashes only.')),
        ]}
      />
    </SimpleForm>
  );
}
