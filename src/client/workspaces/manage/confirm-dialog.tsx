import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TranslationValues } from '@common/i18n/translations';
import { Trans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { openDialog } from '@client/ui/dialog/dialog-store';

interface ConfirmOptions {
  /** English texts, translated with `values` (e.g. the workspace's name). */
  title: string;
  body: string;
  confirmLabel: string;
  values?: TranslationValues;
}

function ConfirmDialog({ title, body, confirmLabel, values }: ConfirmOptions) {
  const { close } = useDialogContext<boolean>();
  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message={title} values={values} />
      </DialogHeader>
      <DialogBody>
        <Typography color="text.secondary">
          <Trans message={body} values={values} />
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

/** Asks before a destructive workspace action; true only when the user confirms. */
export async function confirmWorkspaceAction(options: ConfirmOptions): Promise<boolean> {
  return (await openDialog<boolean>(<ConfirmDialog {...options} />)) === true;
}
