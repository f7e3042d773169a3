import {
  AutocompleteArrayInput,
  BooleanInput,
  DeleteButton,
  Edit,
  email,
  FormDataConsumer,
  maxLength,
  ReferenceArrayInput,
  required,
  SaveButton,
  TabbedForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import { Avatar } from '@mui/material';
import { useTrans } from '@client/i18n/trans';
import { PermissionsInput } from '../roles/permissions-input';
import { userUpdatePayload, type AdminUserRecord } from './user-record';
import { UserDateTab } from './user-date-tab';
import { UserSecurityTab } from './user-security-tab';
import { UserTokensTab } from './user-tokens-tab';

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** /admin/users/{userId}: tabs details, permissions, security, date and api. */
export function UserEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit user')}
      mutationMode="pessimistic"
      transform={userUpdatePayload}
      queryOptions={{
        select: (record: AdminUserRecord) => ({
          ...record,
          email_verified: Boolean(record.email_verified_at),
        }),
      }}
    >
      <TabbedForm toolbar={<EditToolbar />}>
        <TabbedForm.Tab label={trans('Details')}>
          <TextInput source="name" label={trans('Name')} validate={[required(), maxLength(255)]} />
          <TextInput source="first_name" label={trans('First name')} validate={maxLength(255)} />
          <TextInput source="last_name" label={trans('Last name')} validate={maxLength(255)} />
          <TextInput
            source="email"
            type="email"
            label={trans('Email')}
            validate={[required(), email()]}
          />
          <TextInput source="image" label={trans('Avatar URL')} validate={maxLength(1000)} />
          <FormDataConsumer<{ image?: string | null; name?: string }>>
            {({ formData }) => (
              <Avatar
                src={formData.image || undefined}
                alt={trans('Avatar preview')}
                sx={{ width: 64, height: 64, mb: 2 }}
              />
            )}
          </FormDataConsumer>
          <BooleanInput source="email_verified" label={trans('Email verified')} />
          <ReferenceArrayInput source="role_ids" reference="roles">
            <AutocompleteArrayInput label={trans('Roles')} optionText="name" />
          </ReferenceArrayInput>
        </TabbedForm.Tab>
        <TabbedForm.Tab label={trans('Permissions')} path="permissions">
          <PermissionsInput />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={trans('Security')} path="security">
          <UserSecurityTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={trans('Date')} path="date">
          <UserDateTab />
        </TabbedForm.Tab>
        <TabbedForm.Tab label={trans('API')} path="api">
          <UserTokensTab />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
