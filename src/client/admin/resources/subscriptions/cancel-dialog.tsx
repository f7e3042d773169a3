import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminSubscription } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';
import { subscriptionAdminApi } from './subscription-admin-api';
import { useSubscriptionAction } from './use-subscription-action';

interface Props {
  subscription: AdminSubscription;
  onClose: () => void;
}

/** Cancel at the end of the period (the subscriber keeps access until then) or immediately. */
export function CancelDialog({ subscription, onClose }: Props) {
  const { trans } = useTrans();
  const { run, pending } = useSubscriptionAction();
  const [when, setWhen] = useState<'period_end' | 'now'>('period_end');
  const submit = async () => {
    const done = await run(
      () => subscriptionAdminApi.cancel(subscription.id, when === 'now'),
      trans('Subscription cancelled'),
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-subscription-title" fullWidth>
      <DialogTitle id="cancel-subscription-title">{trans('Cancel subscription')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {trans(':name on :plan', {
            name: subscription.user.name,
            plan: subscription.product_name,
          })}
        </Typography>
        <RadioGroup
          aria-label={trans('When')}
          value={when}
          onChange={(event) => setWhen(event.target.value as 'period_end' | 'now')}
        >
          <FormControlLabel
            value="period_end"
            control={<Radio />}
            label={trans('At the end of the period: access continues until it ends')}
          />
          <FormControlLabel
            value="now"
            control={<Radio />}
            label={trans('Immediately: access ends now')}
          />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{trans('Back')}</Button>
        <Button color="error" variant="contained" disabled={pending} onClick={() => void submit()}>
          {trans('Cancel subscription')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
