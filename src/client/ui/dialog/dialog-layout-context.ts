import { createContext, useContext } from 'react';

interface DialogLayout {
  /** id of the header title, which labels the dialog. */
  titleId: string;
  close: () => void;
}

export const DialogLayoutContext = createContext<DialogLayout | null>(null);

export function useDialogLayout(): DialogLayout {
  const value = useContext(DialogLayoutContext);
  if (!value) throw new Error('Dialog parts must be rendered inside <Dialog>.');
  return value;
}
