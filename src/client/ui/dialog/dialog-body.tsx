import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { DIALOG_PADDING } from './dialog-size';

interface DialogBodyProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children, sx }: DialogBodyProps) {
  return (
    <Box
      sx={[
        { flex: '1 1 auto', overflowY: 'auto', p: DIALOG_PADDING },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
