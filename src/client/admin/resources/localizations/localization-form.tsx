import { SimpleForm, TextInput, required, maxLength, type SimpleFormProps } from 'react-admin';
import { useTrans } from '@client/i18n/trans';

/** Name and language code; the server validates the same rules and owns the final word (422). */
export function LocalizationForm(props: Omit<SimpleFormProps, 'children'>) {
  const { trans } = useTrans();
  return (
    <SimpleForm {...props}>
      <TextInput
        source="name"
        label={trans('Name')}
        helperText={trans('As the language calls itself, e.g. Français.')}
        validate={[required(), maxLength(100)]}
      />
      <TextInput
        source="language"
        label={trans('Language code')}
        helperText={trans('ISO code such as fr or pt-BR.')}
        validate={[required(), maxLength(10)]}
      />
    </SimpleForm>
  );
}
