import ArrowForward from '@mui/icons-material/ArrowForward';
import { Stack, Typography } from '@mui/material';
import { Button, Link, useBasename } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { presetRange, todayUtc } from '../insights/date-range-presets';
import { InsightsSeries, useInsightsKpis } from '../reports/insights-report';
import { KpiGrid } from '../reports/kpi-card';
import { ReportStatus } from '../reports/report-status';
import { useReport } from '../reports/use-report';

/**
 * The insights report's headline over the last 30 days (for holders of reports.view): the six
 * KPI cards and visits and plays against the previous 30 days, linking to the full reports.
 */
export function DashboardReports() {
  const { trans } = useTrans();
  const basename = useBasename();
  const query = useReport('insights', presetRange('30d', todayUtc()));
  const kpis = useInsightsKpis(query.data);
  return (
    <Stack component="section" spacing={2} aria-labelledby="dashboard-reports-heading">
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="dashboard-reports-heading" variant="h6" component="h2">
          {trans('Last 30 days')}
        </Typography>
        <Button
          component={Link}
          to={`${basename}/reports/insights`}
          label={trans('Open the reports')}
        >
          <ArrowForward />
        </Button>
      </Stack>
      {/* the cards keep their place (skeletons inside) while the report loads */}
      {!query.isError && <KpiGrid items={kpis} />}
      <ReportStatus query={query} skeletons={[320]}>
        {(report) => <InsightsSeries report={report} />}
      </ReportStatus>
    </Stack>
  );
}
