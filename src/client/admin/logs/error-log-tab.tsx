import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { resolveUrl } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { ErrorLogDetail } from './error-log-detail';
import type { ErrorLogItem } from '@common/api/logs';
import { useLogPage } from './logs-api';
import { PagedLogTable, type LogColumn } from './paged-log-table';

const COLUMNS: LogColumn<ErrorLogItem>[] = [
  { id: 'time', label: 'Time', render: (entry) => new Date(entry.time).toLocaleString() },
  { id: 'exception', label: 'Exception', render: (entry) => entry.exception },
  { id: 'message', label: 'Message', render: (entry) => entry.message },
  {
    id: 'request',
    label: 'Request',
    render: (entry) => `${entry.method ?? ''} ${entry.url ?? ''}`.trim(),
  },
];

/** The server's error log, newest first; a row opens its frames. */
export function ErrorLogTab() {
  const { trans } = useTrans();
  const [params, setParams] = useState({ page: 1, perPage: 15 });
  const [open, setOpen] = useState<ErrorLogItem | null>(null);
  const { data, error } = useLogPage<ErrorLogItem>('logs/error', params);
  return (
    <>
      <Box>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={resolveUrl('logs/error/download-latest')}
          download
        >
          {trans('Download latest')}
        </Button>
      </Box>
      <PagedLogTable
        label={trans('Error log')}
        columns={COLUMNS}
        page={data}
        error={error}
        emptyMessage={trans('No errors have been logged.')}
        onPageChange={(page, perPage) => setParams({ page, perPage })}
        onOpen={setOpen}
      />
      {open ? <ErrorLogDetail entry={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
