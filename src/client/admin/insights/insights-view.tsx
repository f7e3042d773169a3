import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Skeleton, Stack, Typography, useTheme } from '@mui/material';
import { Title } from 'react-admin';
import type { InsightsResponse } from '@common/api/insights';
import { apiClient } from '@client/http/api-client';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { useReportRange } from '../reports/use-report';
import { InsightsPanel } from './insights-panel';
import { RangePicker } from './range-picker';

export interface InsightsViewProps {
  /** The page's heading, naming the subject ('Insights: Dune'). */
  heading: string;
  /** A line under the heading (e.g. 'Season 2, episode 3'). */
  subheading?: ReactNode;
  /** The API path after admin/insights/: 'titles/1/seasons/2', 'videos/5'. */
  path: string;
  /** Show the visits chart (videos have none: watch pages are not counted). */
  visits: boolean;
  /** A link back, shown beside the heading. */
  back?: ReactNode;
}

/** An insights page: range presets or a custom range, then visits and plays per day. */
export function InsightsView({ heading, subheading, path, visits, back }: InsightsViewProps) {
  const { trans } = useTrans();
  const theme = useTheme();
  // kept in the URL like the reports' (?range=7d or ?from&to), so a link shares it
  const { range, setRange, today } = useReportRange();
  const insights = useQuery({
    queryKey: ['admin', 'insights', path, range.from, range.to],
    queryFn: ({ signal }) =>
      apiClient.get<InsightsResponse>(`admin/insights/${path}`, { ...range }, { signal }),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={heading} />
      <Stack spacing={2}>
        {back}
        <div>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          {subheading && <Typography color="text.secondary">{subheading}</Typography>}
        </div>
        <RangePicker
          key={`${range.from}/${range.to}`}
          value={range}
          onChange={setRange}
          today={today}
        />
        {insights.isPending ? (
          <Stack spacing={2} aria-busy="true" aria-label={trans('Loading insights')}>
            {visits && <Skeleton variant="rectangular" height={320} />}
            <Skeleton variant="rectangular" height={320} />
          </Stack>
        ) : insights.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void insights.refetch()}>
                {trans('Retry')}
              </Button>
            }
          >
            {getErrorMessage(insights.error)}
          </Alert>
        ) : (
          <>
            {visits && (
              <InsightsPanel
                title={trans('Visits')}
                total={insights.data.totals.visits}
                days={insights.data.visits}
                emptyText={trans('No visits in this period')}
              />
            )}
            <InsightsPanel
              title={trans('Plays')}
              total={insights.data.totals.plays}
              days={insights.data.plays}
              emptyText={trans('No plays in this period')}
              color={theme.palette.secondary.main}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
