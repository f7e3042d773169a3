import { Avatar, Chip, Link, Stack, useMediaQuery, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
} from 'react-admin';
import type { AdminSubscription } from '@common/api/admin-billing';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { priceLabel } from '../plans/plan-money';
import { SubscriptionActions } from './subscription-actions';
import {
  endOfDayIso,
  gatewayChoices,
  gatewayLabel,
  statusChoices,
  statusLabel,
  startOfDayIso,
  statusTone,
} from './subscription-record';

export function StatusChip({ subscription }: { subscription: AdminSubscription }) {
  const { trans } = useTrans();
  const label = subscription.on_grace_period
    ? trans('Cancelled, still running')
    : trans(statusLabel(subscription.status));
  return <Chip size="small" color={statusTone(subscription)} label={label} />;
}

/** The subscriber: avatar, name and email, linking to their admin page. */
function SubscriberCell({ subscription }: { subscription: AdminSubscription }) {
  const createPath = useCreatePath();
  const { user } = subscription;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={user.image ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
      <Stack sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={createPath({ resource: 'users', type: 'edit', id: user.id })}
          underline="hover"
        >
          {user.name}
        </Link>
        <span>{user.email}</span>
      </Stack>
    </Stack>
  );
}

function useFilters() {
  const { trans } = useTrans();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search by user')} />,
    <ReferenceInput
      key="plan"
      source="product_id"
      reference="plans"
      sort={{ field: 'position', order: 'ASC' }}
    >
      <SelectInput label={trans('Plan')} optionText="name" />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label={trans('Status')}
      choices={statusChoices(trans)}
    />,
    <SelectInput
      key="gateway"
      source="gateway"
      label={trans('Gateway')}
      choices={gatewayChoices(trans)}
    />,
    // the whole days picked, in the admin's time zone
    <DateInput
      key="renews_from"
      source="renews_from"
      label={trans('Renews from')}
      parse={(value: string) => (value ? startOfDayIso(value) : null)}
    />,
    <DateInput
      key="renews_to"
      source="renews_to"
      label={trans('Renews until')}
      parse={(value: string) => (value ? endOfDayIso(value) : null)}
    />,
  ];
}

/** /admin/subscriptions: who holds which plan, with filters and each row's actions. */
export function SubscriptionList() {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={trans('Subscriptions')}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      filters={useFilters()}
      actions={
        <TopToolbar>
          <FilterButton />
          <CreateButton label={trans('Grant subscription')} />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<AdminSubscription>
          linkType={false}
          leftAvatar={(row) => <Avatar src={row.user.image ?? undefined} alt="" />}
          primaryText={(row) => row.user.name}
          secondaryText={(row) => `${row.product_name} · ${trans(statusLabel(row.status))}`}
          tertiaryText={(row) => <SubscriptionActions subscription={row} />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="user" label={trans('User')} disableSort>
            <FunctionField<AdminSubscription>
              render={(row) => <SubscriberCell subscription={row} />}
            />
          </DataTable.Col>
          <DataTable.Col source="product_name" label={trans('Plan')} disableSort>
            <TextField source="product_name" />
          </DataTable.Col>
          <DataTable.Col source="price" label={trans('Price')} disableSort>
            <FunctionField<AdminSubscription>
              render={(row) => priceLabel(row.price, trans, language)}
            />
          </DataTable.Col>
          <DataTable.Col source="gateway" label={trans('Gateway')} disableSort>
            <FunctionField<AdminSubscription> render={(row) => trans(gatewayLabel(row.gateway))} />
          </DataTable.Col>
          <DataTable.Col source="status" label={trans('Status')} disableSort>
            <FunctionField<AdminSubscription> render={(row) => <StatusChip subscription={row} />} />
          </DataTable.Col>
          <DataTable.Col source="renews_at" label={trans('Renews')}>
            <DateField source="renews_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="ends_at" label={trans('Ends')}>
            <DateField source="ends_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col label={trans('Actions')} disableSort>
            <FunctionField<AdminSubscription>
              render={(row) => <SubscriptionActions subscription={row} />}
            />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
