import { useState } from 'react';
import Box from '@mui/material/Box';
import Grow from '@mui/material/Grow';
import { useTheme } from '@mui/material/styles';
import type { Toast } from './toast-store';
import { ToastView } from './toast-view';
import { useToasts } from './use-toasts';

/** Renders the current toast at its position; mount once, on every page (spec 2.1). */
export function ToastContainer() {
  const theme = useTheme();
  const current = useToasts().at(-1) ?? null;
  // Keeps a dismissed toast mounted until its exit animation has finished.
  const [lastShown, setLastShown] = useState<Toast | null>(current);
  if (current !== null && current !== lastShown) setLastShown(current);
  const shown = current ?? lastShown;
  if (!shown) return null;

  const withoutExit = { enter: theme.transitions.duration.enteringScreen, exit: 0 };
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 'max(16px, env(safe-area-inset-bottom))',
        zIndex: theme.zIndex.snackbar,
        display: 'flex',
        justifyContent: shown.position === 'bottom-right' ? 'flex-end' : 'center',
        px: 2,
        pointerEvents: 'none',
        [theme.breakpoints.up('sm')]: { bottom: 24, px: 3 },
      }}
    >
      <Grow
        key={shown.id}
        in={current !== null}
        appear={!shown.disableEnterAnimation}
        timeout={shown.disableExitAnimation ? withoutExit : 'auto'}
        onExited={() => setLastShown(null)}
      >
        <Box
          aria-hidden={current === null || undefined}
          sx={{ width: { xs: '100%', sm: 'auto' }, maxWidth: 560 }}
        >
          <ToastView toast={shown} />
        </Box>
      </Grow>
    </Box>
  );
}
