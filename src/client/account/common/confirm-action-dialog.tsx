import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';

interface ConfirmActionDialogProps {
  /** English texts, translated here. */
  title: string;
  body: string;
  confirmLabel: string;
  danger?: boolean;
}

/** Asks before an irreversible action; closes with true when confirmed. Use with openDialog. */
export function ConfirmActionDialog({
  title,
  body,
  confirmLabel,
  danger = false,
}: ConfirmActionDialogProps) {
  const { close } = useDialogContext<boolean>();
  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message={title} />
      </DialogHeader>
      <DialogBody>
        <Typography variant="body2">
          <Trans message={body} />
        </Typography>
      </DialogBody>
      <DialogFooter>
        <Button onClick={() => close()}>
          <Trans message="Cancel" />
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={() => close(true)}
          autoFocus
        >
          <Trans message={confirmLabel} />
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
