import { LineChart } from '@mui/x-charts/LineChart';
import type { DailyCount } from '@common/api/insights';

export interface InsightsChartProps {
  /** The series' name (legend and tooltip). */
  label: string;
  days: DailyCount[];
  color?: string;
}

const shortDate = (date: Date) =>
  date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * One series of day counts as an area chart. Loaded on demand (React.lazy in InsightsPanel):
 * @mui/x-charts is a chunk of its own, fetched only when an insights page opens.
 */
export default function InsightsChart({ label, days, color }: InsightsChartProps) {
  return (
    <LineChart
      height={260}
      hideLegend
      skipAnimation
      xAxis={[
        {
          scaleType: 'time',
          data: days.map((day) => new Date(`${day.date}T00:00:00.000Z`)),
          valueFormatter: shortDate,
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          label,
          data: days.map((day) => day.count),
          area: true,
          showMark: days.length <= 31,
          color,
        },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
