import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

export interface RankedRow {
  key: string | number;
  /** What the row is: text, or a link with a picture. */
  label: ReactNode;
  count: number;
  /** A colour swatch before the label (the table is then a chart's legend). */
  color?: string;
  /** A picture before the label (a poster, a photo). */
  leading?: ReactNode;
}

export interface RankedTableProps {
  /** The table's caption (visually hidden: the panel's heading shows the same words). */
  caption: string;
  /** The first and second columns' headings ('Country', 'Visits'). */
  nameHeading: string;
  countHeading: string;
  rows: RankedRow[];
}

/**
 * Rows largest first, each with a bar under it as long as its share of the largest: a chart
 * that is a real table, read the same by screen readers, keyboards and eyes.
 */
export function RankedTable({ caption, nameHeading, countHeading, rows }: RankedTableProps) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        tableLayout: 'fixed',
        borderCollapse: 'collapse',
        '& th, & td': { py: 0.75, px: 0.5, borderBottom: 1, borderColor: 'divider' },
        '& thead th': { typography: 'caption', color: 'text.secondary', fontWeight: 600 },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            {nameHeading}
          </th>
          <Box component="th" scope="col" sx={{ textAlign: 'end', width: '6em' }}>
            {countHeading}
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <Box component="th" scope="row" sx={{ textAlign: 'start', fontWeight: 'normal' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                {row.leading}
                {row.color && (
                  <Box
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: 0.5,
                      flexShrink: 0,
                      bgcolor: row.color,
                    }}
                  />
                )}
                <Typography
                  variant="body2"
                  component="span"
                  sx={{
                    minWidth: 0,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {row.label}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{
                  mt: 0.5,
                  height: 4,
                  borderRadius: 2,
                  bgcolor: row.color ?? 'primary.main',
                  opacity: 0.6,
                  width: `${Math.max(2, (row.count / largest) * 100)}%`,
                }}
              />
            </Box>
            <Box component="td" sx={{ textAlign: 'end', verticalAlign: 'top' }}>
              {row.count.toLocaleString()}
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
