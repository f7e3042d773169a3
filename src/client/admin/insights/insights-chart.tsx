import { LineChart } from '@mui/x-charts/LineChart';
import type { DailyCount } from '@common/api/insights';

export interface InsightsChartProps {
  /** The series' name (legend and tooltip). */
  label: string;
  days: DailyCount[];
  color?: string;
  /** The previous period, day by day beside `days`, drawn as a dashed line without area. */
  previous?: { label: string; days: DailyCount[] };
}

const PREVIOUS_ID = 'previous';
/** Grey for the previous period: the dashes, the legend and the table tell it apart too. */
const PREVIOUS_COLOR = '#9e9e9e';

/** At most about this many dates under the chart, whatever the range. */
const MAX_TICKS = 8;

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00.000Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * One series of day counts as an area chart, with the previous period's as a dashed line. Loaded on demand (React.lazy in InsightsPanel):
 * @mui/x-charts is a chunk of its own, fetched only when an insights page opens.
 */
export default function InsightsChart({ label, days, color, previous }: InsightsChartProps) {
  const step = Math.max(1, Math.ceil(days.length / MAX_TICKS));
  return (
    <LineChart
      height={260}
      hideLegend={!previous}
      skipAnimation
      sx={{ [`& [data-series="${PREVIOUS_ID}"]`]: { strokeDasharray: '6 4' } }}
      xAxis={[
        {
          // one point per UTC day: a time scale would tick in the viewer's time zone
          scaleType: 'point',
          data: days.map((day) => day.date),
          valueFormatter: (date: string) => shortDate(date),
          tickInterval: (_: string, index: number) => index % step === 0,
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          id: 'current',
          label,
          data: days.map((day) => day.count),
          area: true,
          showMark: days.length <= 31,
          color,
        },
        ...(previous
          ? [
              {
                id: PREVIOUS_ID,
                label: previous.label,
                data: previous.days.map((day) => day.count),
                showMark: false,
                color: PREVIOUS_COLOR,
              },
            ]
          : []),
      ]}
      margin={{ left: 8, right: 32 }}
    />
  );
}
