import Link from '@mui/material/Link';
import {
  BulkDeleteButton,
  DataTable,
  DateField,
  List,
  SearchInput,
  useRecordContext,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { customPagePath, type CustomPageRecord } from './custom-page-record';

function PublicLink() {
  const record = useRecordContext<CustomPageRecord>();
  const { trans } = useTrans();
  if (!record) return null;
  return (
    <Link
      href={customPagePath(record)}
      target="_blank"
      rel="noopener"
      onClick={(event) => event.stopPropagation()}
    >
      {trans('View')}
    </Link>
  );
}

export function CustomPageList() {
  const { trans } = useTrans();
  return (
    <List
      title={trans('Custom pages')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      queryOptions={{ meta: { with: ['user'] } }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />]}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
      >
        <DataTable.Col source="title" label={trans('Title')} />
        <DataTable.Col source="slug" label={trans('Slug')} />
        <DataTable.Col source="user.name" label={trans('Author')} disableSort />
        <DataTable.Col source="updated_at" label={trans('Last updated')}>
          <DateField source="updated_at" showTime />
        </DataTable.Col>
        <DataTable.Col label={trans('Page')} disableSort>
          <PublicLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
