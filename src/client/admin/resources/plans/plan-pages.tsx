import {
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminPlan } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';
import { PlanForm } from './plan-form';
import { planPayload, type PlanFormValues } from './plan-form-values';
import { PlanSyncStatus } from './plan-sync-status';

const transform = (values: PlanFormValues) => planPayload(values);

/** /admin/plans/new (react-admin's create route): saved, synced to the gateways, then edited. */
export function PlanCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New plan')} redirect="edit" transform={transform}>
      <PlanForm />
    </Create>
  );
}

/** The server refuses (409) to delete a plan with valid subscriptions; its message is shown. */
function EditToolbar() {
  const plan = useRecordContext<AdminPlan>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {plan && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** /admin/plans/{id}/edit; a gateway failure on save (502) is notified with its message. */
export function PlanEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit plan')}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      actions={
        <TopToolbar>
          <PlanSyncStatus />
        </TopToolbar>
      }
    >
      <PlanForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
