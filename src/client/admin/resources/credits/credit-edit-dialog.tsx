import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, SaveButton, useNotify, useUpdate } from 'react-admin';
import type { AdminCreditRecord, CreditKind } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { submissionErrors } from '../../forms/submission-errors';
import { CreditRoleInputs } from './credit-inputs';
import { creditUpdatePayload, type CreditFormValues } from './credit-values';

interface CreditEditDialogProps {
  credit: AdminCreditRecord | null;
  onClose: () => void;
  onSaved?: () => void;
}

/** Edits a credit's character (cast) or department and job (crew) in a dialog. */
export function CreditEditDialog({ credit, onClose, onSaved }: CreditEditDialogProps) {
  const { trans } = useTrans();
  const notify = useNotify();
  const [update] = useUpdate();
  const kind: CreditKind = credit?.department === 'cast' ? 'cast' : 'crew';

  const submit = async (values: CreditFormValues) => {
    if (!credit) return undefined;
    try {
      await update(
        'credits',
        { id: credit.id, data: creditUpdatePayload(kind, values), previousData: credit },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      const errors = submissionErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : trans('The credit could not be saved.'), {
        type: 'error',
      });
      return undefined;
    }
    notify(trans('Credit saved.'), { type: 'success' });
    onSaved?.();
    onClose();
    return undefined;
  };

  return (
    <Dialog open={credit !== null} onClose={onClose} fullWidth maxWidth="xs">
      {credit ? (
        <Form<CreditFormValues>
          onSubmit={submit}
          record={credit}
          defaultValues={{
            character: credit.character,
            department: credit.department,
            job: credit.job,
          }}
          warnWhenUnsavedChanges
        >
          <DialogTitle>{trans('Edit :name', { name: credit.person.name })}</DialogTitle>
          <DialogContent>
            <CreditRoleInputs kind={kind} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{trans('Cancel')}</Button>
            <SaveButton alwaysEnable={false} />
          </DialogActions>
        </Form>
      ) : null}
    </Dialog>
  );
}
