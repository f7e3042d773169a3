import { useMemo, useSyncExternalStore } from 'react';
import { DialogContext, type DialogContextValue } from './dialog-context';
import {
  closeDialog,
  getDialogs,
  removeDialog,
  subscribeToDialogs,
  type OpenDialog,
} from './dialog-store';

function HostedDialog({ dialog }: { dialog: OpenDialog }) {
  const { id, isOpen, element } = dialog;
  const value = useMemo<DialogContextValue>(
    () => ({
      isOpen,
      close: (result) => closeDialog(id, result),
      onExited: () => removeDialog(id),
    }),
    [id, isOpen],
  );
  return <DialogContext.Provider value={value}>{element}</DialogContext.Provider>;
}

/** Renders the dialogs opened with openDialog, later ones on top; mount once (spec 2.1). */
export function DialogHost() {
  const dialogs = useSyncExternalStore(subscribeToDialogs, getDialogs, getDialogs);
  return dialogs.map((dialog) => <HostedDialog key={dialog.id} dialog={dialog} />);
}
