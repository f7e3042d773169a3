import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FilterButton, FunctionField, List, TopToolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { AuthorCell } from '../community/author-cell';
import { CommunityEmpty } from '../community/community-empty';
import { ModerationBulkActions } from './moderation-bulk-actions';
import { moderationFilters } from './moderation-filters';
import type { ModeratedRecord, ModerationResource } from './moderation-record';
import { ModerationReportsPanel } from './moderation-reports-panel';
import { ModerationRowMenu } from './moderation-row-menu';
import { ModerationStateCell } from './moderation-state-cell';

interface ModerationListProps<R extends ModeratedRecord> {
  resource: ModerationResource;
  title: string;
  emptyText: string;
  /** The item's text as the expanded row shows it in full. */
  fullText: (record: R) => string;
  /** The item's own column (text, what it is about). */
  children: ReactNode;
}

/**
 * admin/comments and admin/reviews: the whole site's items, reported first (the server's
 * order), filtered; a row expands to its reports; approve, hide, delete and restore singly or
 * in bulk; suspend the author.
 */
export function ModerationList<R extends ModeratedRecord>({
  resource,
  title,
  emptyText,
  fullText,
  children,
}: ModerationListProps<R>) {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<R>
      resource={resource}
      title={trans(title)}
      filters={moderationFilters(resource, trans)}
      perPage={25}
      empty={<CommunityEmpty text={trans(emptyText)} />}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <DataTable<R>
        rowClick="expand"
        expand={<ModerationReportsPanel text={(record) => fullText(record as R)} />}
        bulkActionButtons={<ModerationBulkActions resource={resource} />}
      >
        {!small && (
          <DataTable.Col label={trans('Author')} disableSort>
            <FunctionField<R> render={(record) => <AuthorCell user={record.author} />} />
          </DataTable.Col>
        )}
        <DataTable.Col label={trans(resource === 'comments' ? 'Comment' : 'Review')} disableSort>
          {small && <FunctionField<R> render={(record) => <AuthorCell user={record.author} />} />}
          {children}
          {/* phones show the state under the text instead of in a column of its own */}
          {small && <ModerationStateCell />}
        </DataTable.Col>
        {!small && (
          <DataTable.Col label={trans('State')} disableSort>
            <ModerationStateCell />
          </DataTable.Col>
        )}
        {!small && (
          <DataTable.Col label={trans('Date')} disableSort>
            <DateField source="created_at" />
          </DataTable.Col>
        )}
        <DataTable.Col label={small ? '' : trans('Actions')} disableSort>
          <ModerationRowMenu resource={resource} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
