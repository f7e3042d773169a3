import { Avatar, Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import {
  BulkDeleteButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import type { AdminNewsSummary } from '@common/api/admin-news';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';
import { newsStateChoices, newsStateLabel } from './news-record';

function NewsImage({ article, size }: { article: AdminNewsSummary; size: number }) {
  const fileUrl = useFileUrl();
  return (
    <Avatar
      variant="rounded"
      src={article.image ? fileUrl(article.image) : undefined}
      alt=""
      sx={{ width: size * 1.5, height: size }}
    >
      <ArticleOutlined fontSize="small" />
    </Avatar>
  );
}

function StateChip({ article }: { article: AdminNewsSummary }) {
  const { trans } = useTrans();
  return (
    <Chip
      size="small"
      label={trans(newsStateLabel(article.state))}
      color={article.state === 'published' ? 'success' : 'default'}
      variant={article.state === 'published' ? 'filled' : 'outlined'}
    />
  );
}

/** /admin/news: image, title, state, updated; search, a state filter, bulk delete with undo. */
export function NewsList() {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={trans('News')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      exporter={false}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search by title')} />,
        <SelectInput
          key="state"
          source="state"
          label={trans('State')}
          choices={newsStateChoices(trans)}
        />,
      ]}
    >
      {small ? (
        <SimpleList<AdminNewsSummary>
          linkType="edit"
          leftAvatar={(article) => <NewsImage article={article} size={32} />}
          primaryText={(article) => article.title}
          secondaryText={(article) => trans(newsStateLabel(article.state))}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DataTable.Col source="title" label={trans('Title')}>
            <FunctionField<AdminNewsSummary>
              render={(article) => (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <NewsImage article={article} size={32} />
                  <span>{article.title}</span>
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="state" label={trans('State')}>
            <FunctionField<AdminNewsSummary>
              render={(article) => <StateChip article={article} />}
            />
          </DataTable.Col>
          <DataTable.Col source="byline" label={trans('Byline')} disableSort />
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
