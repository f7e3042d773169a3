import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTrans } from '@client/i18n/trans';
import type { ScheduleRun } from '@common/api/logs';
import { useLogPage } from './logs-api';
import { PagedLogTable, type LogColumn } from './paged-log-table';

const COLUMNS: LogColumn<ScheduleRun>[] = [
  { id: 'task', label: 'Task', render: (run) => run.task },
  { id: 'status', label: 'Status', render: (run) => run.status },
  {
    id: 'started_at',
    label: 'Started',
    render: (run) => new Date(run.started_at).toLocaleString(),
  },
  {
    id: 'finished_at',
    label: 'Finished',
    render: (run) => (run.finished_at ? new Date(run.finished_at).toLocaleString() : '—'),
  },
  { id: 'output', label: 'Output', render: (run) => run.output ?? '' },
];

/** Runs of scheduled tasks; none are scheduled yet, so the list stays empty for now. */
export function ScheduleLogTab() {
  const { trans } = useTrans();
  const [params, setParams] = useState({ page: 1, perPage: 15 });
  const { data, error } = useLogPage<ScheduleRun>('logs/schedule', params);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {trans('Runs of scheduled tasks since the server started.')}
      </Typography>
      <PagedLogTable
        label={trans('Scheduled task runs')}
        columns={COLUMNS}
        page={data}
        error={error}
        emptyMessage={trans('No scheduled tasks have run yet.')}
        onPageChange={(page, perPage) => setParams({ page, perPage })}
      />
    </>
  );
}
