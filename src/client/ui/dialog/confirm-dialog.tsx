import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TranslationValues } from '@common/i18n/translations';
import { Trans } from '@client/i18n/trans';
import { Dialog } from './dialog';
import { DialogBody } from './dialog-body';
import { useDialogContext } from './dialog-context';
import { DialogFooter } from './dialog-footer';
import { DialogHeader } from './dialog-header';
import { openDialog } from './dialog-store';

interface ConfirmOptions {
  /** English texts, translated with `values` (e.g. a workspace's name). */
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

/** Asks before a destructive action; resolves true only when the user confirms. */
export async function confirmAction(options: ConfirmOptions): Promise<boolean> {
  return (await openDialog<boolean>(<ConfirmDialog {...options} />)) === true;
}
