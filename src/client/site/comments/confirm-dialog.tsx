import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { openDialog } from '@client/ui/dialog/dialog-store';

interface ConfirmOptions {
  /** English texts, translated here. */
  title: string;
  body: string;
  confirmLabel: string;
}

function ConfirmDialog({ title, body, confirmLabel }: ConfirmOptions) {
  const { close } = useDialogContext<boolean>();
  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message={title} />
      </DialogHeader>
      <DialogBody>
        <Typography color="text.secondary">
          <Trans message={body} />
        </Typography>
      </DialogBody>
      <DialogFooter>
        <Button onClick={() => close(false)}>
          <Trans message="Cancel" />
        </Button>
        <Button variant="contained" color="error" onClick={() => close(true)} autoFocus>
          <Trans message={confirmLabel} />
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** Asks before a destructive action; resolves true only when the user confirms. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  const result = await openDialog<boolean>(<ConfirmDialog {...options} />);
  return result === true;
}
