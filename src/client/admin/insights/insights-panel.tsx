import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { DailyCount } from '@common/api/insights';
import { useTrans } from '@client/i18n/trans';

const InsightsChart = lazy(() => import('./insights-chart'));

export interface InsightsPanelProps {
  /** 'Visits' or 'Plays', translated. */
  title: string;
  total: number;
  days: DailyCount[];
  /** Shown instead of the chart when every day is 0, e.g. 'No visits in this period'. */
  emptyText: string;
  color?: string;
  /** The previous period's days (as many as `days`), charted dashed and tabled beside. */
  previous?: DailyCount[];
}

const longDate = (date: string) =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/**
 * One measure over the range: its total, a chart, and the same numbers as a table (hidden
 * from sight but read by screen readers; a button shows it to anyone).
 */
export function InsightsPanel({
  title,
  total,
  days,
  emptyText,
  color,
  previous,
}: InsightsPanelProps) {
  const { trans } = useTrans();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p">
          {trans(':count in total', { count: total.toLocaleString() })}
        </Typography>
      </Stack>
      {total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Box aria-hidden sx={{ minHeight: 260 }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
            <InsightsChart
              label={title}
              days={days}
              color={color}
              previous={previous && { label: trans('Previous period'), days: previous }}
            />
          </Suspense>
        </Box>
      )}
      <Button
        size="small"
        onClick={() => setShowTable((shown) => !shown)}
        aria-expanded={showTable}
        aria-controls={tableId}
      >
        {showTable ? trans('Hide table') : trans('Show as table')}
      </Button>
      <Box sx={showTable ? { maxHeight: 320, overflow: 'auto' } : visuallyHidden} id={tableId}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', '& td, & th': { px: 1, py: 0.5 } }}
        >
          <caption style={{ textAlign: 'start' }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'start' }}>
                {trans('Date')}
              </th>
              <th scope="col" style={{ textAlign: 'end' }}>
                {title}
              </th>
              {previous && (
                <>
                  <th scope="col" style={{ textAlign: 'start' }}>
                    {trans('Previous period')}
                  </th>
                  <th scope="col" style={{ textAlign: 'end' }}>
                    {trans(':name (previous period)', { name: title })}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => {
              const before = previous?.[index];
              return (
                <tr key={day.date}>
                  <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                    {longDate(day.date)}
                  </th>
                  <td style={{ textAlign: 'end' }}>{day.count.toLocaleString()}</td>
                  {previous && (
                    <>
                      <td>{before ? longDate(before.date) : ''}</td>
                      <td style={{ textAlign: 'end' }}>{before?.count.toLocaleString() ?? ''}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </Box>
      </Box>
    </Paper>
  );
}
