import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import type { AdminPlan } from '@common/api/admin-billing';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useTrans } from '@client/i18n/trans';
import { pricesSummary } from './plan-money';

/** The plan's switches as words (Free, Hidden, Most popular, Default), not colour alone. */
export function PlanFlags({ plan }: { plan: AdminPlan }) {
  const { trans } = useTrans();
  const flags = [
    plan.free && trans('Free'),
    plan.hidden && trans('Hidden'),
    plan.recommended && trans('Recommended'),
    plan.default && trans('Default'),
  ].filter((flag): flag is string => Boolean(flag));
  if (flags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {flags.map((flag) => (
        <Chip key={flag} size="small" variant="outlined" label={flag} />
      ))}
    </Stack>
  );
}

function usePricesText() {
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  return (plan: AdminPlan) =>
    plan.prices.length ? pricesSummary(plan.prices, trans, language) : trans('No prices');
}

/** /admin/plans: name, prices, flags, subscribers and position, in the pricing page's order. */
export function PlanList() {
  const { trans } = useTrans();
  const pricesText = usePricesText();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={trans('Plans')}
      sort={{ field: 'position', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label={trans('New plan')} />
        </TopToolbar>
      }
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />]}
    >
      {small ? (
        <SimpleList<AdminPlan>
          linkType="edit"
          primaryText={(plan) => plan.name}
          secondaryText={pricesText}
          tertiaryText={(plan) =>
            trans(':count subscriber |||| :count subscribers', {
              count: plan.subscriptions_count,
            })
          }
        />
      ) : (
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
        >
          <DataTable.Col source="name" label={trans('Name')} />
          <DataTable.Col source="prices" label={trans('Prices')} disableSort>
            <FunctionField<AdminPlan> render={pricesText} />
          </DataTable.Col>
          <DataTable.Col source="flags" label={trans('Flags')} disableSort>
            <FunctionField<AdminPlan> render={(plan) => <PlanFlags plan={plan} />} />
          </DataTable.Col>
          <DataTable.Col source="subscriptions_count" label={trans('Subscribers')} disableSort>
            <NumberField source="subscriptions_count" />
          </DataTable.Col>
          <DataTable.Col source="position" label={trans('Position')}>
            <NumberField source="position" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
