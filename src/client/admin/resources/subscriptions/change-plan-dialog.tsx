import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminPlan, AdminSubscription } from '@common/api/admin-billing';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { getErrorMessage } from '@client/http/api-error';
import { useTrans } from '@client/i18n/trans';
import { priceLabel } from '../plans/plan-money';
import { subscriptionAdminApi } from './subscription-admin-api';
import { useSubscriptionAction } from './use-subscription-action';

interface Props {
  subscription: AdminSubscription;
  onClose: () => void;
}

/** Moves a subscription to another plan and price (the gateway prorates a paid one). */
export function ChangePlanDialog({ subscription, onClose }: Props) {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const { run, pending } = useSubscriptionAction();
  const plans = useGetList<AdminPlan>('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const [productId, setProductId] = useState(subscription.product_id);
  const [priceId, setPriceId] = useState<number | ''>(subscription.price.id);
  const plan = plans.data?.find((item) => item.id === productId);
  const prices = plan?.prices ?? [];
  const submit = async () => {
    if (priceId === '') return;
    const done = await run(
      () => subscriptionAdminApi.changePlan(subscription.id, productId, priceId),
      trans('Plan changed'),
    );
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-plan-title" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="change-plan-title">{trans('Change plan')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {plans.isPending ? (
            <CircularProgress size={24} aria-label={trans('Loading')} />
          ) : plans.error ? (
            <Alert severity="error">{getErrorMessage(plans.error)}</Alert>
          ) : (
            <>
              <TextField
                select
                label={trans('Plan')}
                value={productId}
                margin="dense"
                onChange={(event) => {
                  const next = Number(event.target.value);
                  setProductId(next);
                  const first = plans.data?.find((item) => item.id === next)?.prices[0];
                  setPriceId(first?.id ?? '');
                }}
              >
                {(plans.data ?? []).map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={trans('Price')}
                value={prices.some((price) => price.id === priceId) ? priceId : ''}
                onChange={(event) => setPriceId(Number(event.target.value))}
                helperText={prices.length ? undefined : trans('This plan has no price.')}
                error={prices.length === 0}
              >
                {prices.map((price) => (
                  <MenuItem key={price.id} value={price.id}>
                    {priceLabel(price, trans, language)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{trans('Back')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending || priceId === '' || !prices.some((price) => price.id === priceId)}
          >
            {trans('Change plan')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
