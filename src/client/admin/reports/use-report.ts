import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { InsightsReport, PlaysReport, VisitorsReport } from '@common/api/reports';
import { useAuth } from '@client/auth/use-auth';
import { apiClient } from '@client/http/api-client';
import { todayUtc, type DateRange } from '../insights/date-range-presets';
import { rangeFromSearch, withRange } from './report-range';

export interface ReportAnswers {
  insights: InsightsReport;
  plays: PlaysReport;
  visitors: VisitorsReport;
}

export type ReportKind = keyof ReportAnswers;

export const REPORTS_PERMISSION = 'reports.view';

/** One report over a range (GET admin/reports/{kind}?from&to). */
export function useReport<K extends ReportKind>(kind: K, range: DateRange) {
  // the dashboard renders for every admin: only holders of reports.view ask
  const { hasPermission } = useAuth();
  return useQuery({
    enabled: hasPermission(REPORTS_PERMISSION),
    queryKey: ['admin', 'reports', kind, range.from, range.to],
    // a new range keeps the charts in place (dimmed) until its numbers arrive
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiClient.get<ReportAnswers[K]>(`admin/reports/${kind}`, { ...range }, { signal }),
  });
}

/** The report range kept in the URL (`?range=30d` or `?from&to`), so a link shares it. */
export function useReportRange() {
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const range = rangeFromSearch(params, today);
  const setRange = (next: DateRange) => setParams(withRange(params, next, today));
  return { range, setRange, today };
}
