import {
  AutocompleteArrayInput,
  BooleanInput,
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  ReferenceArrayInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/auth/password-rules';
import { useTrans } from '@client/i18n/trans';
import { userCreatePayload } from './user-record';

export function UserCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New user')} redirect="edit" transform={userCreatePayload}>
      <SimpleForm defaultValues={{ role_ids: [], email_verified: true }}>
        <TextInput
          source="email"
          type="email"
          label={trans('Email')}
          validate={[required(), email()]}
        />
        <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(255)]} />
        <PasswordInput
          source="password"
          label={trans('Password')}
          autoComplete="new-password"
          validate={[required(), minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)]}
        />
        <ReferenceArrayInput source="role_ids" reference="roles">
          <AutocompleteArrayInput
            label={trans('Roles')}
            optionText="name"
            helperText={trans('Leave empty to give the default role.')}
          />
        </ReferenceArrayInput>
        <BooleanInput source="email_verified" label={trans('Email verified')} />
      </SimpleForm>
    </Create>
  );
}
