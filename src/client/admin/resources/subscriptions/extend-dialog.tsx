import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdminSubscription } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';
import { subscriptionAdminApi } from './subscription-admin-api';
import { dateInputValue, endOfDayIso } from './subscription-record';
import { useSubscriptionAction } from './use-subscription-action';

interface Props {
  subscription: AdminSubscription;
  onClose: () => void;
}

/** A granted subscription (gateway 'none') runs until a new end date. */
export function ExtendDialog({ subscription, onClose }: Props) {
  const { trans } = useTrans();
  const { run, pending } = useSubscriptionAction();
  const [date, setDate] = useState(dateInputValue(subscription.ends_at));
  const endsAt = endOfDayIso(date);
  const submit = async () => {
    if (!endsAt) return;
    const done = await run(
      () => subscriptionAdminApi.extend(subscription.id, endsAt),
      trans('Subscription extended'),
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="extend-subscription-title" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="extend-subscription-title">{trans('Extend subscription')}</DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            label={trans('Ends on')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
            fullWidth
            margin="dense"
            helperText={trans('Access ends at the end of this day.')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{trans('Back')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !endsAt}>
            {trans('Extend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
