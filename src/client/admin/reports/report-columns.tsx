import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Report panels side by side in two columns on wide screens, stacked on narrower ones. */
export function ReportColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
