import {
  BooleanField,
  BulkDeleteButton,
  DataTable,
  DateField,
  List,
  NumberField,
  SearchInput,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';

export function RoleList() {
  const { trans } = useTrans();
  return (
    <List
      title={trans('Roles')}
      sort={{ field: 'id', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />]}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="name" label={trans('Name')} />
        <DataTable.Col source="description" label={trans('Description')} disableSort />
        <DataTable.Col source="users_count" label={trans('Users')} disableSort>
          <NumberField source="users_count" />
        </DataTable.Col>
        <DataTable.Col source="default" label={trans('Default')} disableSort>
          <BooleanField source="default" />
        </DataTable.Col>
        <DataTable.Col source="guests" label={trans('Guests')} disableSort>
          <BooleanField source="guests" />
        </DataTable.Col>
        <DataTable.Col source="created_at" label={trans('Created')}>
          <DateField source="created_at" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
