import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { AdminPlan } from '@common/api/admin-billing';
import type { AdminResource } from '../admin-resource';
import { PlanCreate, PlanEdit } from './plan-pages';
import { PlanList } from './plan-list';

/**
 * Spec 2.9 plans: /admin/plans (list), /admin/plans/new and /admin/plans/{productId}/edit (the
 * spec's paths redirect to react-admin's create and edit routes, see spec-url-redirects).
 */
const plans: AdminResource = {
  name: 'plans',
  list: PlanList,
  create: PlanCreate,
  edit: PlanEdit,
  icon: WorkspacePremiumOutlined,
  recordRepresentation: (record) => (record as AdminPlan).name,
  options: { label: 'Plans' },
  permission: 'plans.update',
};
export default plans;
