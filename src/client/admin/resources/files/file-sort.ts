import type { SortPayload } from 'react-admin';

/** The orders the files page offers (the API sorts by these columns). */
export const FILE_SORTS: Array<{ label: string; sort: SortPayload }> = [
  { label: 'Newest first', sort: { field: 'created_at', order: 'DESC' } },
  { label: 'Oldest first', sort: { field: 'created_at', order: 'ASC' } },
  { label: 'Recently updated', sort: { field: 'updated_at', order: 'DESC' } },
  { label: 'Name (A to Z)', sort: { field: 'name', order: 'ASC' } },
  { label: 'Name (Z to A)', sort: { field: 'name', order: 'DESC' } },
  { label: 'Largest first', sort: { field: 'file_size', order: 'DESC' } },
  { label: 'Smallest first', sort: { field: 'file_size', order: 'ASC' } },
];

export const DEFAULT_FILE_SORT = FILE_SORTS[0]!.sort;

export const sortKey = ({ field, order }: SortPayload) => `${field}:${order}`;

/** The offered order matching the list's sort; the default one for a sort typed into the URL. */
export function findFileSort(sort: SortPayload | undefined) {
  const key = sort ? sortKey(sort) : '';
  return FILE_SORTS.find((option) => sortKey(option.sort) === key) ?? FILE_SORTS[0]!;
}
