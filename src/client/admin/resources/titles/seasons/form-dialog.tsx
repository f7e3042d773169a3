import type { ReactNode } from 'react';
import { Button, Dialog, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** A CreateBase or EditBase with its form (give the form `toolbar={<FormDialogToolbar …/>}`). */
  children: ReactNode;
}

/** A dialog around a react-admin form: full screen on a phone, Escape or Cancel closes it. */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

/** Save and Cancel under a dialog's form. */
export function FormDialogToolbar({ onCancel }: { onCancel: () => void }) {
  const { trans } = useTrans();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button onClick={onCancel}>{trans('Cancel')}</Button>
    </Toolbar>
  );
}
