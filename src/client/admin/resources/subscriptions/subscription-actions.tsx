import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import type { AdminSubscription } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';
import { CancelDialog } from './cancel-dialog';
import { ChangePlanDialog } from './change-plan-dialog';
import { ExtendDialog } from './extend-dialog';
import { subscriptionAdminApi } from './subscription-admin-api';
import { subscriptionActions } from './subscription-record';
import { useSubscriptionAction } from './use-subscription-action';

type Open = 'cancel' | 'resume' | 'change' | 'extend' | null;

/** A row's actions in one menu: cancel, resume, change plan, extend. */
export function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const { trans } = useTrans();
  const { run, pending } = useSubscriptionAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const offered = subscriptionActions(subscription);
  const items: Array<[Exclude<Open, null>, string, boolean]> = [
    ['cancel', trans('Cancel'), offered.cancel],
    ['resume', trans('Resume'), offered.resume],
    ['change', trans('Change plan'), offered.changePlan],
    ['extend', trans('Extend'), offered.extend],
  ];
  const available = items.filter(([, , shown]) => shown);
  const close = () => setOpen(null);
  if (available.length === 0) return null;
  const menuId = `subscription-${subscription.id}-actions`;
  return (
    <>
      <IconButton
        aria-label={trans('Actions for :name', { name: subscription.user.name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {available.map(([id, label]) => (
          <MenuItem
            key={id}
            onClick={() => {
              setAnchor(null);
              setOpen(id);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      {open === 'cancel' && <CancelDialog subscription={subscription} onClose={close} />}
      {open === 'change' && <ChangePlanDialog subscription={subscription} onClose={close} />}
      {open === 'extend' && <ExtendDialog subscription={subscription} onClose={close} />}
      <Confirm
        isOpen={open === 'resume'}
        loading={pending}
        title={trans('Resume subscription')}
        content={trans(':name keeps :plan and renews as before.', {
          name: subscription.user.name,
          plan: subscription.product_name,
        })}
        confirm={trans('Resume')}
        onConfirm={() =>
          void run(
            () => subscriptionAdminApi.resume(subscription.id),
            trans('Subscription resumed'),
          ).then(close)
        }
        onClose={close}
      />
    </>
  );
}
