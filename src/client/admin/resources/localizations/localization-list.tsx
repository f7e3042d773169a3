import { BulkDeleteButton, DataTable, DateField, List, SearchInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TranslateButton } from './translate-button';

export function LocalizationList() {
  const { trans } = useTrans();
  return (
    <List
      title={trans('Localizations')}
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={{ meta: { loadCount: ['lines'] } }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />]}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="name" label={trans('Name')} />
        <DataTable.Col source="language" label={trans('Language code')} />
        <DataTable.NumberCol source="lines_count" label={trans('Translated lines')} disableSort />
        <DataTable.Col source="updated_at" label={trans('Last updated')}>
          <DateField source="updated_at" showTime />
        </DataTable.Col>
        <DataTable.Col label={trans('Translations')} disableSort>
          <TranslateButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
