import {
  BooleanInput,
  maxLength,
  required,
  SimpleForm,
  TextInput,
  type SimpleFormProps,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { PermissionsInput } from './permissions-input';

export function RoleForm(props: Omit<SimpleFormProps, 'children'>) {
  const { trans } = useTrans();
  return (
    <SimpleForm {...props}>
      <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(255)]} />
      <TextInput
        source="description"
        label={trans('Description')}
        multiline
        minRows={2}
        validate={maxLength(1000)}
      />
      <BooleanInput
        source="default"
        label={trans('Default')}
        helperText={trans('New users get this role. Only one role can be the default.')}
      />
      <BooleanInput
        source="guests"
        label={trans('Guests')}
        helperText={trans(
          'Visitors who are not logged in get this role. Only one role can be the guest role.',
        )}
      />
      <PermissionsInput />
    </SimpleForm>
  );
}
