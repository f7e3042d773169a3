/**
 * The breakdown charts' colours, shared by the lazy chart and the table beside it (whose
 * swatches are its legend); kept out of the chart module so the table needs no chart code.
 */
export const BREAKDOWN_COLORS = [
  '#1976d2',
  '#9c27b0',
  '#2e7d32',
  '#ed6c02',
  '#0288d1',
  '#d32f2f',
  '#7b1fa2',
  '#558b2f',
  '#f9a825',
  '#616161',
];

export const breakdownColor = (index: number) =>
  BREAKDOWN_COLORS[index % BREAKDOWN_COLORS.length] as string;
