import { lazy, Suspense, useId } from 'react';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { BreakdownRow } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { useLocale } from '@client/site/titles/use-locale';
import { breakdownColor } from './chart-palette';
import { RankedTable, type RankedRow } from './ranked-table';
import { breakdownLabel, type BreakdownKind } from './report-format';

const BreakdownPieChart = lazy(() => import('./breakdown-pie-chart'));

export interface ReportPanelProps {
  /** The panel's heading, translated ('Countries'). */
  title: string;
  /** The count column's heading ('Visits'). */
  countHeading: string;
  /** The name column's heading ('Country'). */
  nameHeading: string;
  rows: RankedRow[];
  /** Shown instead of the table when there are no rows ('No visits in this period'). */
  emptyText: string;
  /** Draw a ring chart beside the table (for breakdowns of a few parts: devices, browsers). */
  ring?: boolean;
}

/** A titled box around a ranked table, with a ring chart beside it when asked. */
export function ReportPanel({
  title,
  countHeading,
  nameHeading,
  rows,
  emptyText,
  ring,
}: ReportPanelProps) {
  const headingId = useId();
  const coloured = ring
    ? rows.map((row, index) => ({ ...row, color: breakdownColor(index) }))
    : rows;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
        >
          {ring && (
            <Box aria-hidden sx={{ width: 180, height: 180, flexShrink: 0 }}>
              <Suspense fallback={<Skeleton variant="circular" width={180} height={180} />}>
                <BreakdownPieChart
                  slices={coloured.map((row) => ({
                    label: typeof row.label === 'string' ? row.label : String(row.key),
                    count: row.count,
                  }))}
                />
              </Suspense>
            </Box>
          )}
          <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <RankedTable
              caption={title}
              nameHeading={nameHeading}
              countHeading={countHeading}
              rows={coloured}
            />
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

export interface BreakdownPanelProps extends Omit<ReportPanelProps, 'rows'> {
  kind: BreakdownKind;
  rows: BreakdownRow[];
}

/** A breakdown of a report (countries, devices, browsers, referrers, pages) with readable labels. */
export function BreakdownPanel({ kind, rows, ...panel }: BreakdownPanelProps) {
  const { trans } = useTrans();
  const locale = useLocale();
  return (
    <ReportPanel
      {...panel}
      rows={rows.map((row) => ({
        key: row.value,
        label: breakdownLabel(kind, row.value, trans, locale),
        count: row.count,
      }))}
    />
  );
}
