import type { ReactNode } from 'react';
import { List, Pagination, type RaRecord } from 'react-admin';
import { CommunityEmpty } from './community-empty';

interface TitleCommunityListProps {
  resource: 'reviews' | 'comments';
  titleId: number;
  /** Shown when the title has none. */
  emptyText: string;
  /** The table (a DataTable with its columns and bulk actions). */
  children: ReactNode;
}

/**
 * A title's reviews or comments inside its edit page: newest first, ten a page, not synced with
 * the page's URL or the list store (the page's own tabs use the URL).
 */
export function TitleCommunityList<R extends RaRecord>({
  resource,
  titleId,
  emptyText,
  children,
}: TitleCommunityListProps) {
  return (
    <List<R>
      resource={resource}
      filter={{ titleId }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      title={false}
      actions={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      empty={<CommunityEmpty text={emptyText} />}
      sx={{ '& .RaList-main': { boxShadow: 'none' } }}
    >
      {children}
    </List>
  );
}
