import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  useRecordContext,
  type RaRecord,
  type TabbedFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminPlan } from '@common/api/admin-billing';
import { useTrans } from '@client/i18n/trans';
import { PermissionsInput } from '../roles/permissions-input';
import { planFormValues, type PlanFormValues } from './plan-form-values';
import { ITEM_ACTIONS_VISIBLE, PlanPriceInputs } from './plan-price-inputs';
import { usePlanValidators } from './use-plan-validators';

/** Only a free plan can be given to every member without a subscription. */
function DefaultPlanInput() {
  const { trans } = useTrans();
  const free = useWatch<PlanFormValues>({ name: 'free' }) === true;
  if (!free) return null;
  return (
    <BooleanInput
      source="default"
      label={trans('Default for new members')}
      helperText={trans(
        "Every signed-in member without a subscription gets this plan's permissions. Only one plan can be the default.",
      )}
    />
  );
}

function DetailsInputs() {
  const { trans } = useTrans();
  const validate = usePlanValidators();
  return (
    <>
      <TextInput
        source="name"
        label={trans('Name')}
        validate={validate.name}
        isRequired
        sx={{ maxWidth: 480 }}
        fullWidth
      />
      <TextInput
        source="description"
        label={trans('Description')}
        multiline
        minRows={2}
        fullWidth
        sx={{ maxWidth: 720 }}
      />
      <NumberInput
        source="position"
        label={trans('Position')}
        validate={validate.position}
        step={1}
        helperText={trans('Plans are shown on the pricing page from the lowest position.')}
      />
      <BooleanInput
        source="hidden"
        label={trans('Hidden')}
        helperText={trans('Hidden plans are not shown on the pricing page.')}
      />
      <BooleanInput
        source="free"
        label={trans('Free')}
        helperText={trans('Members get a free plan without paying.')}
      />
      <BooleanInput
        source="recommended"
        label={trans('Recommended')}
        helperText={trans('Shows a "Most popular" badge on the pricing page.')}
      />
      <DefaultPlanInput />
    </>
  );
}

function FeatureInputs() {
  const { trans } = useTrans();
  const validate = usePlanValidators();
  return (
    <ArrayInput
      source="feature_list"
      label={trans('Features')}
      helperText={trans('Shown under "What\'s included" on the pricing page, in this order.')}
    >
      <SimpleFormIterator inline sx={ITEM_ACTIONS_VISIBLE}>
        <TextInput
          source="text"
          label={trans('Feature')}
          validate={validate.feature}
          sx={{ minWidth: { sm: 360 } }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * The plan form of /admin/plans/new and /admin/plans/{id}/edit: details, prices (typed in major
 * units, saved in minor units), features and the permissions the plan grants.
 */
export function PlanForm(props: Omit<TabbedFormProps, 'children' | 'record'>) {
  const { trans } = useTrans();
  const plan = useRecordContext<AdminPlan>();
  const values = useMemo(() => planFormValues(plan), [plan]);
  return (
    <TabbedForm
      {...props}
      // a new plan has no id yet; react-admin's type wants one
      record={values as RaRecord}
      warnWhenUnsavedChanges
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      <TabbedForm.Tab label={trans('Details')}>
        <DetailsInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={trans('Prices')} path="prices">
        <PlanPriceInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={trans('Features')} path="features">
        <FeatureInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={trans('Permissions')} path="permissions">
        <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>
          {trans('Subscribers get these permissions on top of their roles while subscribed.')}
        </Alert>
        <PermissionsInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
