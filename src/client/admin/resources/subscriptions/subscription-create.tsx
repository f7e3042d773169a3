import {
  AutocompleteInput,
  Create,
  DateInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  useGetOne,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminPlan } from '@common/api/admin-billing';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { priceLabel } from '../plans/plan-money';
import { grantPayload, type GrantFormValues } from './subscription-record';

interface UserOption {
  id: number;
  name: string;
  email: string;
}

const userOption = (user: UserOption) => `${user.name} (${user.email})`;

/** The chosen plan's prices; picking another plan clears the price. */
function PriceInput() {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const productId = useWatch<GrantFormValues>({ name: 'product_id' }) as number | null | undefined;
  const { data: plan, isPending } = useGetOne<AdminPlan>(
    'plans',
    { id: productId ?? 0 },
    { enabled: Boolean(productId) },
  );
  const choices = (productId ? (plan?.prices ?? []) : []).map((price) => ({
    id: price.id,
    name: priceLabel(price, trans, language),
  }));
  return (
    <SelectInput
      source="price_id"
      label={trans('Price')}
      choices={choices}
      validate={required()}
      disabled={!productId}
      isPending={Boolean(productId) && isPending}
      helperText={
        productId && !isPending && choices.length === 0
          ? trans('This plan has no price.')
          : undefined
      }
    />
  );
}

function PlanInput() {
  const { trans } = useTrans();
  const { setValue } = useFormContext<GrantFormValues>();
  return (
    <ReferenceInput
      source="product_id"
      reference="plans"
      sort={{ field: 'position', order: 'ASC' }}
    >
      <SelectInput
        label={trans('Plan')}
        optionText="name"
        validate={required()}
        onChange={() => setValue('price_id', null)}
      />
    </ReferenceInput>
  );
}

/**
 * /admin/subscriptions/new: grants a plan to a member without payment (gateway 'none'), until a
 * date or until cancelled.
 */
export function SubscriptionCreate() {
  const { trans } = useTrans();
  return (
    <Create
      title={trans('Grant subscription')}
      redirect="list"
      transform={(values: GrantFormValues) => grantPayload(values)}
    >
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ ends_on: null }}>
        <ReferenceInput source="user_id" reference="users">
          <AutocompleteInput
            label={trans('User')}
            optionText={userOption}
            validate={required()}
            fullWidth
          />
        </ReferenceInput>
        <PlanInput />
        <PriceInput />
        <DateInput
          source="ends_on"
          label={trans('Ends on')}
          helperText={trans('Leave empty to keep the subscription until it is cancelled.')}
        />
      </SimpleForm>
    </Create>
  );
}
