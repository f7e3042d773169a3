import { useCallback, useContext, useId, useMemo, type ReactNode } from 'react';
import MuiDialog from '@mui/material/Dialog';
import type { SxProps, Theme } from '@mui/material/styles';
import { DialogContext } from './dialog-context';
import { DialogLayoutContext } from './dialog-layout-context';
import { DIALOG_MAX_WIDTHS, dialogSizeClass, type DialogSize } from './dialog-size';

export interface DialogProps {
  size?: DialogSize;
  children: ReactNode;
  /** Controlled use outside the dialog host; inside it, the host decides. */
  open?: boolean;
  onClose?: () => void;
  /** Label for a dialog without a DialogHeader; otherwise the header title labels it. */
  'aria-label'?: string;
}

function paperSx(size: DialogSize): SxProps<Theme> {
  if (size === 'fullscreenTakeover') return {};
  if (size === 'fullscreen') {
    return {
      m: 2,
      width: 'calc(100% - 32px)',
      height: 'calc(100% - 32px)',
      maxWidth: 'none',
      maxHeight: 'none',
    };
  }
  return {
    width: '100%',
    maxWidth: DIALOG_MAX_WIDTHS[size],
    m: { xs: 2, sm: 4 },
    maxHeight: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' },
  };
}

/** A modal dialog; compose with DialogHeader, DialogBody and DialogFooter. */
export function Dialog({
  size = 'md',
  children,
  open,
  onClose,
  'aria-label': ariaLabel,
}: DialogProps) {
  const hosted = useContext(DialogContext);
  const titleId = useId();
  const close = useCallback(() => {
    if (onClose) onClose();
    else hosted?.close();
  }, [onClose, hosted]);
  const layout = useMemo(() => ({ titleId, close }), [titleId, close]);

  return (
    <MuiDialog
      open={open ?? hosted?.isOpen ?? false}
      // Escape and backdrop clicks close without a result.
      onClose={close}
      fullScreen={size === 'fullscreenTakeover'}
      maxWidth={false}
      aria-labelledby={ariaLabel ? undefined : titleId}
      slotProps={{
        paper: { className: dialogSizeClass(size), sx: paperSx(size), 'aria-label': ariaLabel },
        transition: { onExited: hosted?.onExited },
      }}
    >
      <DialogLayoutContext.Provider value={layout}>{children}</DialogLayoutContext.Provider>
    </MuiDialog>
  );
}
