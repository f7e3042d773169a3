import { PieChart } from '@mui/x-charts/PieChart';
import { BREAKDOWN_COLORS } from './chart-palette';

export interface BreakdownPieChartProps {
  slices: Array<{ label: string; count: number }>;
}

/**
 * A breakdown as a ring, coloured in the order of the table beside it (its legend). Loaded
 * on demand (React.lazy in BreakdownPanel) with the other @mui/x-charts code.
 */
export default function BreakdownPieChart({ slices }: BreakdownPieChartProps) {
  return (
    <PieChart
      height={180}
      width={180}
      hideLegend
      skipAnimation
      colors={BREAKDOWN_COLORS}
      margin={0}
      series={[
        {
          innerRadius: 45,
          paddingAngle: 1,
          data: slices.map((slice, index) => ({
            id: index,
            value: slice.count,
            label: slice.label,
          })),
        },
      ]}
    />
  );
}
