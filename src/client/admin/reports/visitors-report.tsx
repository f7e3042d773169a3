import type { VisitorsReport } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { InsightsPanel } from '../insights/insights-panel';
import { BreakdownPanel } from './breakdown-panel';
import { ReportColumns } from './report-columns';
import { KpiGrid } from './kpi-card';
import type { BreakdownKind } from './report-format';

const BREAKDOWNS: Array<{
  kind: BreakdownKind;
  key: 'countries' | 'devices' | 'browsers' | 'referrers' | 'pages';
  title: string;
  name: string;
  ring?: boolean;
}> = [
  { kind: 'country', key: 'countries', title: 'Countries', name: 'Country' },
  { kind: 'device', key: 'devices', title: 'Devices', name: 'Device', ring: true },
  { kind: 'browser', key: 'browsers', title: 'Browsers', name: 'Browser', ring: true },
  { kind: 'referrer', key: 'referrers', title: 'Referrers', name: 'Referrer' },
  { kind: 'page', key: 'pages', title: 'Pages', name: 'Page' },
];

/** /admin/reports/visitors: visits over time, then by country, device, browser, referrer and page. */
export function VisitorsReportView({ report }: { report: VisitorsReport }) {
  const { trans } = useTrans();
  const empty = trans('No visits in this period');
  return (
    <>
      <KpiGrid
        items={[
          { label: trans('Visits'), kpi: report.kpis.visits },
          { label: trans('Unique visitors'), kpi: report.kpis.visitors },
        ]}
      />
      <InsightsPanel
        title={trans('Visits')}
        total={report.kpis.visits.value}
        days={report.series.visits}
        previous={report.series.previousVisits}
        emptyText={empty}
      />
      <ReportColumns>
        {BREAKDOWNS.map(({ kind, key, title, name, ring }) => (
          <BreakdownPanel
            key={kind}
            kind={kind}
            title={trans(title)}
            nameHeading={trans(name)}
            countHeading={trans('Visits')}
            rows={report[key]}
            emptyText={empty}
            ring={ring}
          />
        ))}
      </ReportColumns>
    </>
  );
}
