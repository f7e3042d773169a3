import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ReportInput } from '@common/api/moderation';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
} from '@common/moderation/moderation-values';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { Dialog } from '@client/ui/dialog/dialog';
import { DialogBody } from '@client/ui/dialog/dialog-body';
import { useDialogContext } from '@client/ui/dialog/dialog-context';
import { DialogFooter } from '@client/ui/dialog/dialog-footer';
import { DialogHeader } from '@client/ui/dialog/dialog-header';
import { openDialog } from '@client/ui/dialog/dialog-store';
import { alreadyReported, REPORT_REASON_LABELS, type ReportedKind } from './report-state';

const FIELDS = ['reason', 'details'] as const;

interface ReportDialogProps {
  kind: ReportedKind;
  id: number;
}

/** Why a member reports a comment or a review: a reason and optional details. */
function ReportDialog({ kind, id }: ReportDialogProps) {
  const { trans } = useTrans();
  const { close } = useDialogContext<boolean>();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);
  // the member had reported it before: the message says so, and closing marks it reported
  const [done, setDone] = useState(false);
  const errors = useFormErrors(FIELDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setSending(true);
    try {
      const body: ReportInput = { reason: reason as ReportReason, details: details || null };
      await apiClient.post(`${kind === 'comment' ? 'comments' : 'reviews'}/${id}/report`, body);
      close(true);
    } catch (error) {
      errors.setFromError(error);
      if (alreadyReported(error)) setDone(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog size="sm">
      <DialogHeader>
        <Trans message={kind === 'comment' ? 'Report comment' : 'Report review'} />
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormControl error={Boolean(errors.errors.reason)} required fullWidth>
            <FormLabel id="report-reason-label">
              <Trans message="Why are you reporting it?" />
            </FormLabel>
            <RadioGroup
              aria-labelledby="report-reason-label"
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                errors.clear('reason');
              }}
            >
              {REPORT_REASONS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={
                    <Radio
                      id={value === REPORT_REASONS[0] ? errors.fieldId('reason') : undefined}
                    />
                  }
                  label={trans(REPORT_REASON_LABELS[value])}
                />
              ))}
            </RadioGroup>
            {errors.errors.reason ? <FormHelperText>{errors.errors.reason}</FormHelperText> : null}
          </FormControl>
          <TextField
            {...errors.bind('details', details, setDetails)}
            label={trans('Details (optional)')}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
          />
        </DialogBody>
        <DialogFooter>
          {done ? (
            <Button variant="contained" onClick={() => close(true)}>
              <Trans message="Close" />
            </Button>
          ) : (
            <>
              <Button onClick={() => close(false)}>
                <Trans message="Cancel" />
              </Button>
              <Button type="submit" variant="contained" disabled={sending || !reason}>
                <Trans message="Report" />
              </Button>
            </>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** Opens the report dialog; resolves true once the item stands reported by the member. */
export async function openReportDialog(kind: ReportedKind, id: number): Promise<boolean> {
  return (await openDialog<boolean>(<ReportDialog kind={kind} id={id} />)) === true;
}
