import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The full-height, centred column the not-found and error pages share. */
export function CenteredMessage({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap,
        px: 3,
        py: 8,
      }}
    >
      {children}
    </Box>
  );
}
