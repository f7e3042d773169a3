import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import type { PaginationResponse } from '@common/http/responses';

export interface LogColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
}

interface PagedLogTableProps<T extends { id: number | string }> {
  label: string;
  columns: LogColumn<T>[];
  page: PaginationResponse<T> | undefined;
  error: unknown;
  emptyMessage: string;
  onPageChange: (page: number, perPage: number) => void;
  /** Rows open a detail view when given; Enter and Space open it too. */
  onOpen?: (row: T) => void;
}

/** A server-paginated log list: a table that scrolls sideways on small screens. */
export function PagedLogTable<T extends { id: number | string }>(props: PagedLogTableProps<T>) {
  const { label, columns, page, error, emptyMessage, onPageChange, onOpen } = props;
  const { trans } = useTrans();
  if (error) return <Alert severity="error">{getErrorMessage(error)}</Alert>;
  const rows = page?.data ?? [];
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id}>{trans(column.label)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {page && rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>{emptyMessage}</TableCell>
              </TableRow>
            ) : null}
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover={Boolean(onOpen)}
                tabIndex={onOpen ? 0 : undefined}
                sx={onOpen ? { cursor: 'pointer' } : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={
                  onOpen
                    ? (event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          onOpen(row);
                        }
                      }
                    : undefined
                }
              >
                {columns.map((column) => (
                  <TableCell key={column.id} sx={{ wordBreak: 'break-word' }}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={page ? page.current_page - 1 : 0}
        rowsPerPage={page?.per_page ?? 15}
        rowsPerPageOptions={[15, 30, 50, 100]}
        labelRowsPerPage={trans('Per page')}
        onPageChange={(_, next) => onPageChange(next + 1, page?.per_page ?? 15)}
        onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
      />
    </>
  );
}
