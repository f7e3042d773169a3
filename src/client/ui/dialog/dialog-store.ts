import type { ReactElement } from 'react';

export interface OpenDialog {
  id: number;
  element: ReactElement;
  /** false while the closing animation runs. */
  isOpen: boolean;
  resolve: (result: unknown) => void;
}

type Listener = () => void;

let dialogs: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function update(next: readonly OpenDialog[]): void {
  dialogs = next;
  listeners.forEach((listener) => listener());
}

/**
 * Shows a dialog in the DialogHost, on top of any already open. The promise resolves with the
 * result passed to close(), or undefined when the user dismisses it (Escape, backdrop, close button).
 */
export function openDialog<R>(element: ReactElement): Promise<R | undefined> {
  return new Promise<R | undefined>((resolve) => {
    const dialog: OpenDialog = {
      id: nextId++,
      element,
      isOpen: true,
      resolve: resolve as (result: unknown) => void,
    };
    update([...dialogs, dialog]);
  });
}

export function closeDialog(id: number, result?: unknown): void {
  const dialog = dialogs.find((item) => item.id === id);
  if (!dialog?.isOpen) return;
  dialog.resolve(result);
  update(dialogs.map((item) => (item.id === id ? { ...item, isOpen: false } : item)));
}

/** Unmounts a closed dialog once its exit animation is over. */
export function removeDialog(id: number): void {
  if (!dialogs.some((item) => item.id === id)) return;
  update(dialogs.filter((item) => item.id !== id));
}

export function closeAllDialogs(): void {
  for (const dialog of dialogs) closeDialog(dialog.id);
}

export function subscribeToDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDialogs(): readonly OpenDialog[] {
  return dialogs;
}
