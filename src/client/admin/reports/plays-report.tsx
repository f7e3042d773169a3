import { useTheme } from '@mui/material';
import type { PlaysReport } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { InsightsPanel } from '../insights/insights-panel';
import { BreakdownPanel, ReportPanel } from './breakdown-panel';
import { ReportColumns } from './report-columns';
import { KpiGrid } from './kpi-card';
import { useTopVideoRows } from './top-rows';

/** /admin/reports/plays: plays over time, the most played videos, plays by device and browser. */
export function PlaysReportView({ report }: { report: PlaysReport }) {
  const { trans } = useTrans();
  const theme = useTheme();
  const videos = useTopVideoRows(report.topVideos);
  const empty = trans('No plays in this period');
  return (
    <>
      <KpiGrid
        items={[
          { label: trans('Plays'), kpi: report.kpis.plays },
          { label: trans('Viewers'), kpi: report.kpis.viewers },
        ]}
      />
      <InsightsPanel
        title={trans('Plays')}
        total={report.kpis.plays.value}
        days={report.series.plays}
        previous={report.series.previousPlays}
        emptyText={empty}
        color={theme.palette.secondary.main}
      />
      <ReportPanel
        title={trans('Top videos')}
        nameHeading={trans('Video')}
        countHeading={trans('Plays')}
        rows={videos}
        emptyText={empty}
      />
      <ReportColumns>
        <BreakdownPanel
          kind="device"
          title={trans('Devices')}
          nameHeading={trans('Device')}
          countHeading={trans('Plays')}
          rows={report.devices}
          emptyText={empty}
          ring
        />
        <BreakdownPanel
          kind="browser"
          title={trans('Browsers')}
          nameHeading={trans('Browser')}
          countHeading={trans('Plays')}
          rows={report.browsers}
          emptyText={empty}
          ring
        />
      </ReportColumns>
    </>
  );
}
