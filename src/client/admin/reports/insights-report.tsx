import { Box, useTheme } from '@mui/material';
import type { InsightsReport as InsightsAnswer } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { InsightsPanel } from '../insights/insights-panel';
import { ReportPanel } from './breakdown-panel';
import { ReportColumns } from './report-columns';
import { KpiGrid } from './kpi-card';
import { useTopPeopleRows, useTopTitleRows } from './top-rows';

/** The six headline figures of the insights report, in the order the spec lists them. */
export function useInsightsKpis(report: InsightsAnswer | undefined) {
  const { trans } = useTrans();
  const kpis = report?.kpis;
  return [
    { label: trans('Visits'), kpi: kpis?.visits },
    { label: trans('Unique visitors'), kpi: kpis?.visitors },
    { label: trans('Plays'), kpi: kpis?.plays },
    { label: trans('New members'), kpi: kpis?.members },
    { label: trans('Reviews'), kpi: kpis?.reviews },
    { label: trans('Comments'), kpi: kpis?.comments },
  ];
}

const sum = (days: Array<{ count: number }>) => days.reduce((total, day) => total + day.count, 0);

/** Visits and plays per day against the previous period (the insights report and the dashboard). */
export function InsightsSeries({ report }: { report: InsightsAnswer }) {
  const { trans } = useTrans();
  const theme = useTheme();
  const { series } = report;
  return (
    <ReportColumns>
      <InsightsPanel
        title={trans('Visits')}
        total={sum(series.visits)}
        days={series.visits}
        previous={series.previousVisits}
        emptyText={trans('No visits in this period')}
      />
      <InsightsPanel
        title={trans('Plays')}
        total={sum(series.plays)}
        days={series.plays}
        previous={series.previousPlays}
        emptyText={trans('No plays in this period')}
        color={theme.palette.secondary.main}
      />
    </ReportColumns>
  );
}

/** /admin/reports/insights: KPIs with their trend, visits and plays, top titles and people. */
export function InsightsReportView({ report }: { report: InsightsAnswer }) {
  const { trans } = useTrans();
  const titles = useTopTitleRows(report.topTitles);
  const people = useTopPeopleRows(report.topPeople);
  return (
    <>
      <KpiGrid items={useInsightsKpis(report)} />
      <InsightsSeries report={report} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ReportPanel
          title={trans('Top titles')}
          nameHeading={trans('Title')}
          countHeading={trans('Visits')}
          rows={titles}
          emptyText={trans('No title pages visited in this period')}
        />
        <ReportPanel
          title={trans('Top people')}
          nameHeading={trans('Person')}
          countHeading={trans('Visits')}
          rows={people}
          emptyText={trans('No person pages visited in this period')}
        />
      </Box>
    </>
  );
}
