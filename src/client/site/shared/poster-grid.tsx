import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Column rules of the grid kinds; skeleton grids use the same so nothing moves on load. */
export const GRID_COLUMNS = {
  poster: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(160px, 1fr))',
    lg: 'repeat(auto-fill, minmax(176px, 1fr))',
  },
  person: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(150px, 1fr))',
  },
  landscape: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(300px, 1fr))',
  },
  news: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

export type GridKind = keyof typeof GRID_COLUMNS;

interface PosterGridProps {
  kind?: GridKind;
  children: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

/** A responsive grid of cards (two columns on phones, as many as fit on wide screens). */
export function PosterGrid({ kind = 'poster', children, label }: PosterGridProps) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: GRID_COLUMNS[kind],
        columnGap: { xs: 1.5, sm: 2, md: 2.5 },
        rowGap: { xs: 3, md: 4 },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** One cell of a PosterGrid (a list item for assistive technology). */
export function GridItem({ children }: { children: ReactNode }) {
  return <Box role="listitem">{children}</Box>;
}
