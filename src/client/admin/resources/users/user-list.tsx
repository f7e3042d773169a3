import {
  BulkDeleteButton,
  ChipField,
  DataTable,
  DateField,
  EmailField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  SingleFieldList,
  ArrayField,
  FunctionField,
} from 'react-admin';
import { Avatar, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useTrans } from '@client/i18n/trans';
import { BINARY_CHOICES, type AdminUserRecord } from './user-record';

export function UserList() {
  const { trans } = useTrans();
  const choices = BINARY_CHOICES.map((choice) => ({ ...choice, name: trans(choice.name) }));
  // Phones get one line per user (react-admin's SimpleList) instead of the wide table.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={trans('Users')}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
        <ReferenceInput key="role" source="role" reference="roles">
          <SelectInput label={trans('Role')} optionText="name" />
        </ReferenceInput>,
        <SelectInput key="banned" source="banned" label={trans('Banned')} choices={choices} />,
        <SelectInput
          key="verified"
          source="verified"
          label={trans('Verified')}
          choices={choices}
        />,
        <SelectInput
          key="subscribed"
          source="subscribed"
          label={trans('Subscribed')}
          choices={choices}
        />,
      ]}
    >
      {small ? (
        <SimpleList<AdminUserRecord>
          linkType="edit"
          leftAvatar={(record) => <Avatar src={record.image ?? undefined} alt="" />}
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => (record.banned_at ? trans('Banned') : '')}
        />
      ) : (
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
        >
          <DataTable.Col source="name" label={trans('Name')}>
            <FunctionField<AdminUserRecord>
              render={(record) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Avatar src={record.image ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
                  <span>{record.name}</span>
                  {record.banned_at && <Chip size="small" color="error" label={trans('Banned')} />}
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="email" label={trans('Email')}>
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="roles" label={trans('Roles')} disableSort>
            <ArrayField source="roles">
              <SingleFieldList linkType={false}>
                <ChipField source="name" size="small" />
              </SingleFieldList>
            </ArrayField>
          </DataTable.Col>
          <DataTable.Col source="email_verified_at" label={trans('Verified')} disableSort>
            <DateField source="email_verified_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="created_at" label={trans('Created')}>
            <DateField source="created_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
