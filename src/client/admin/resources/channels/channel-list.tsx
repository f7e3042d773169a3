import HomeOutlined from '@mui/icons-material/HomeOutlined';
import {
  BooleanField,
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import type { AdminChannelRecord } from '@common/api/admin-channels';
import { useTrans } from '@client/i18n/trans';
import { contentTypeChoices, contentTypeLabel, sourceLabel } from './channel-record';

/** The homepage's rows are edited on its own page, pinned first among the actions. */
function ChannelListActions() {
  const { trans } = useTrans();
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={createPath({ resource: 'channels', id: 'homepage', type: 'edit' })}
        label={trans('Homepage')}
        startIcon={<HomeOutlined />}
      />
      <CreateButton />
    </TopToolbar>
  );
}

/** /admin/channels: search, filter by content type; the homepage cannot be deleted. */
export function ChannelList() {
  const { trans } = useTrans();
  // Phones get one line per channel (react-admin's SimpleList) instead of the wide table.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const sourceText = (record: AdminChannelRecord) =>
    record.source === 'curated'
      ? trans(':count items', { count: record.items_count })
      : trans(sourceLabel(record.source));
  return (
    <List
      title={trans('Channels')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      actions={<ChannelListActions />}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
        <SelectInput
          key="content_type"
          source="content_type"
          label={trans('Content type')}
          choices={contentTypeChoices(trans)}
        />,
      ]}
      empty={false}
    >
      {small ? (
        <SimpleList<AdminChannelRecord>
          linkType="edit"
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            `/${record.slug} · ${trans(contentTypeLabel(record.content_type))} · ${sourceText(record)}`
          }
          tertiaryText={(record) => (record.hidden ? trans('Hidden') : '')}
        />
      ) : (
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
          isRowSelectable={(record: AdminChannelRecord) => !record.is_homepage}
        >
          <DataTable.Col source="name" label={trans('Name')} />
          <DataTable.Col source="slug" label={trans('Slug')} />
          <DataTable.Col source="content_type" label={trans('Content type')}>
            <FunctionField<AdminChannelRecord>
              render={(record) => trans(contentTypeLabel(record.content_type))}
            />
          </DataTable.Col>
          <DataTable.Col source="source" label={trans('Source')} disableSort>
            <FunctionField<AdminChannelRecord> render={sourceText} />
          </DataTable.Col>
          <DataTable.Col source="hidden" label={trans('Hidden')} disableSort>
            <BooleanField source="hidden" />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
