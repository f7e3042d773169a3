import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import type { OutgoingEmailSummary } from '@common/api/logs';
import { useLogPage } from './logs-api';
import { OutgoingEmailPreview } from './outgoing-email-preview';
import { PagedLogTable, type LogColumn } from './paged-log-table';

const COLUMNS: LogColumn<OutgoingEmailSummary>[] = [
  { id: 'created_at', label: 'Sent', render: (row) => new Date(row.created_at).toLocaleString() },
  { id: 'to', label: 'To', render: (row) => row.to },
  { id: 'subject', label: 'Subject', render: (row) => row.subject },
  { id: 'status', label: 'Status', render: (row) => row.status },
];

/** Every mail the site sent, newest first, searchable by recipient and subject. */
export function OutgoingEmailLogTab() {
  const { trans } = useTrans();
  const [params, setParams] = useState({ page: 1, perPage: 15, query: '' });
  const [open, setOpen] = useState<OutgoingEmailSummary | null>(null);
  const { data, error } = useLogPage<OutgoingEmailSummary>('logs/outgoing-email', params);
  return (
    <>
      <TextField
        type="search"
        label={trans('Search by recipient or subject')}
        value={params.query}
        onChange={(event) => setParams({ ...params, page: 1, query: event.target.value })}
        sx={{ maxWidth: 420 }}
      />
      <PagedLogTable
        label={trans('Outgoing email log')}
        columns={COLUMNS}
        page={data}
        error={error}
        emptyMessage={trans('No mail has been sent.')}
        onPageChange={(page, perPage) => setParams({ ...params, page, perPage })}
        onOpen={setOpen}
      />
      {open ? <OutgoingEmailPreview summary={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
