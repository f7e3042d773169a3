import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import type { AdminSubscription } from '@common/api/admin-billing';
import type { AdminResource } from '../admin-resource';
import { SubscriptionCreate } from './subscription-create';
import { SubscriptionList } from './subscription-list';

/**
 * Spec 2.9 subscriptions: /admin/subscriptions (list with filters and row actions) and
 * /admin/subscriptions/new (grant a plan). Subscriptions change only through their actions, so
 * there is no edit page.
 */
const subscriptions: AdminResource = {
  name: 'subscriptions',
  list: SubscriptionList,
  create: SubscriptionCreate,
  icon: CardMembershipOutlined,
  recordRepresentation: (record) => {
    const subscription = record as AdminSubscription;
    return `${subscription.user.name} · ${subscription.product_name}`;
  },
  options: { label: 'Subscriptions' },
  permission: 'subscriptions.update',
};
export default subscriptions;
