import { Box, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Title, useBasename } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import { LinkTabs } from '../layout/link-tabs';
import { RangePicker } from '../insights/range-picker';
import { InsightsReportView } from './insights-report';
import { PlaysReportView } from './plays-report';
import { ReportStatus } from './report-status';
import { useReport, useReportRange, type ReportKind } from './use-report';
import { VisitorsReportView } from './visitors-report';

function InsightsTab() {
  const query = useReport('insights', useReportRange().range);
  return (
    <ReportStatus query={query}>{(report) => <InsightsReportView report={report} />}</ReportStatus>
  );
}

function PlaysTab() {
  const query = useReport('plays', useReportRange().range);
  return (
    <ReportStatus query={query}>{(report) => <PlaysReportView report={report} />}</ReportStatus>
  );
}

function VisitorsTab() {
  const query = useReport('visitors', useReportRange().range);
  return (
    <ReportStatus query={query}>{(report) => <VisitorsReportView report={report} />}</ReportStatus>
  );
}

/** The report tabs of spec 2.9, in order; /admin/reports shows the first. */
export const REPORT_TABS: Array<{ id: ReportKind; label: string; Component: ComponentType }> = [
  { id: 'insights', label: 'Insights', Component: InsightsTab },
  { id: 'plays', label: 'Plays', Component: PlaysTab },
  { id: 'visitors', label: 'Visitors', Component: VisitorsTab },
];

/**
 * /admin/reports[/insights|plays|visitors] (reports.view): a tab per report, each its own URL,
 * and the date range in the query string (`?range=90d` or `?from&to`) so a link shares it.
 */
export function ReportsPage() {
  const { trans } = useTrans();
  const { tab } = useParams();
  const { search } = useLocation();
  const basename = useBasename();
  const { range, setRange, today } = useReportRange();
  const current = REPORT_TABS.find((item) => item.id === (tab ?? 'insights'));
  if (!current) return <Navigate to={`${basename}/reports${search}`} replace />;
  const tabs = REPORT_TABS.map((item) => ({
    label: trans(item.label),
    to: `${basename}/reports/${item.id}${search}`,
  }));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={trans('Reports')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {trans('Reports')}
        </Typography>
        <LinkTabs
          tabs={tabs}
          value={`${basename}/reports/${current.id}${search}`}
          label={trans('Reports')}
        />
        <RangePicker
          key={`${range.from}/${range.to}`}
          value={range}
          onChange={setRange}
          today={today}
        />
        <current.Component />
      </Stack>
    </Box>
  );
}
