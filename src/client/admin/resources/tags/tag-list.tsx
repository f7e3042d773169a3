import { BulkDeleteButton, DataTable, DateField, List, SearchInput, TextInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';

export function TagList() {
  const { trans } = useTrans();
  return (
    <List
      title={trans('Tags')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
        <TextInput key="type" source="type" label={trans('Type')} />,
      ]}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="name" label={trans('Name')} />
        <DataTable.Col source="display_name" label={trans('Display name')} />
        <DataTable.Col source="type" label={trans('Type')} />
        <DataTable.Col source="updated_at" label={trans('Last updated')}>
          <DateField source="updated_at" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
