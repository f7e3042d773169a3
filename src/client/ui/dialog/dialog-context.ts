import { createContext, useContext } from 'react';

export interface DialogContextValue<R = unknown> {
  isOpen: boolean;
  /** Closes the dialog; the promise openDialog returned resolves with the result. */
  close: (result?: R) => void;
  /** Called once the closing animation ends, so the host can unmount the dialog. */
  onExited: () => void;
}

export const DialogContext = createContext<DialogContextValue | null>(null);

/** For a dialog rendered through openDialog: whether it is open, and how to close it. */
export function useDialogContext<R = unknown>(): DialogContextValue<R> {
  const value = useContext(DialogContext);
  if (!value) throw new Error('useDialogContext must be used in a dialog opened with openDialog.');
  return value as DialogContextValue<R>;
}
