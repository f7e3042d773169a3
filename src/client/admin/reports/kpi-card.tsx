import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReportKpi } from '@common/api/reports';
import { useTrans } from '@client/i18n/trans';
import { useLocale } from '@client/site/titles/use-locale';
import { formatPercent, kpiChange, type KpiChange } from './report-format';

export interface KpiCardProps {
  /** The figure's name, translated ('Visits'). */
  label: string;
  /** Undefined while the report loads. */
  kpi: ReportKpi | undefined;
}

/** How a change reads and looks: the words and arrow carry it, the colour only repeats it. */
function ChangeLine({ change }: { change: KpiChange }) {
  const { trans } = useTrans();
  const locale = useLocale();
  if (change.kind === 'none') return null;
  const [Icon, color, text] =
    change.kind === 'up'
      ? [
          ArrowUpward,
          'success.main',
          trans('Up :percent', { percent: formatPercent(change.percent, locale) }),
        ]
      : change.kind === 'down'
        ? [
            ArrowDownward,
            'error.main',
            trans('Down :percent', { percent: formatPercent(change.percent, locale) }),
          ]
        : change.kind === 'new'
          ? [ArrowUpward, 'success.main', trans('New')]
          : [Remove, 'text.secondary', trans('No change')];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Stack>
  );
}

/** A headline figure of a report: its value, the previous period's and the change between. */
export function KpiCard({ label, kpi }: KpiCardProps) {
  const { trans } = useTrans();
  return (
    <Card component="section" aria-label={label} variant="outlined">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography color="text.secondary" variant="body2" component="h3">
          {label}
        </Typography>
        {kpi === undefined ? (
          <>
            <Skeleton width={72} height={40} />
            <Skeleton width={120} />
          </>
        ) : (
          <>
            <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
              {kpi.value.toLocaleString()}
            </Typography>
            <ChangeLine change={kpiChange(kpi)} />
            <Typography variant="caption" color="text.secondary" component="p">
              {trans('Previous period: :count', { count: kpi.previous.toLocaleString() })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Report KPIs in a grid of two columns on phones, up to six on wide screens. */
export function KpiGrid({
  items,
}: {
  items: Array<{ label: string; kpi: ReportKpi | undefined }>;
}) {
  return (
    <Stack
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${Math.min(items.length, 6)}, minmax(0, 1fr))`,
        },
      }}
    >
      {items.map((item) => (
        <KpiCard key={item.label} label={item.label} kpi={item.kpi} />
      ))}
    </Stack>
  );
}
