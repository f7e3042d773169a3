import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DIALOG_PADDING } from './dialog-size';

interface DialogFooterProps {
  /** Buttons, aligned to the end. */
  children: ReactNode;
  /** Content aligned to the start, e.g. a secondary action. */
  start?: ReactNode;
}

export function DialogFooter({ children, start }: DialogFooterProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: DIALOG_PADDING,
        pb: DIALOG_PADDING,
        flex: '0 0 auto',
      }}
    >
      {start}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>{children}</Box>
    </Box>
  );
}
