import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminCreditRecord, CreditKind } from '@common/api/admin-credits';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { apiClient } from '@client/http/api-client';
import { useTrans } from '@client/i18n/trans';
import { SortableList } from '../../sortable/sortable-list';
import { useOptimisticOrder } from '../../sortable/use-optimistic-order';
import { CreditAddForm } from './credit-add-form';
import { CreditEditDialog } from './credit-edit-dialog';
import { CreditRow } from './credit-row';
import { useDeleteCredit } from './use-delete-credit';

export interface CreditsTabProps {
  scope: CatalogueScope;
  kind: CreditKind;
}

/** How many credits the tab lists (the API's largest page). */
const CREDITS_PAGE = 100;

/**
 * A title's, season's or episode's cast or crew in order: add (with a person search), edit,
 * remove with undo, and reorder by drag, keyboard or move buttons.
 */
export function CreditsTab({ scope, kind }: CreditsTabProps) {
  const { trans } = useTrans();
  const [editing, setEditing] = useState<AdminCreditRecord | null>(null);
  const deleteCredit = useDeleteCredit();
  const { data, total, isPending, error, refetch } = useGetList<AdminCreditRecord>('credits', {
    filter: { ...scope, kind },
    pagination: { page: 1, perPage: CREDITS_PAGE },
    sort: { field: 'order', order: 'ASC' },
  });
  const { ordered, reorder, saving } = useOptimisticOrder(
    data ?? [],
    (ids) => apiClient.post('admin/credits/reorder', { ...scope, kind, ids }),
    refetch,
  );
  const heading = kind === 'cast' ? trans('Cast') : trans('Crew');

  return (
    <Box sx={{ maxWidth: 860 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <CreditAddForm scope={scope} kind={kind} onAdded={() => void refetch()} />
      {isPending || saving ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{trans('The credits could not be loaded.')}</Alert> : null}
      {!isPending && !error && ordered.length === 0 ? (
        <Typography color="text.secondary">
          {kind === 'cast' ? trans('No cast yet.') : trans('No crew yet.')}
        </Typography>
      ) : null}
      {ordered.length ? (
        <SortableList
          label={heading}
          items={ordered}
          onReorder={(ids) => void reorder(ids)}
          describe={(credit) => credit.person.name}
          disabled={saving}
          renderItem={(credit, controls) => (
            <CreditRow
              credit={credit}
              controls={controls}
              primary={credit.person.name}
              image={credit.person.image}
              onEdit={() => setEditing(credit)}
              onDelete={() => deleteCredit(credit)}
            />
          )}
        />
      ) : null}
      {total !== undefined && total > CREDITS_PAGE ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {trans('Showing the first :count of :total credits.', { count: CREDITS_PAGE, total })}
        </Typography>
      ) : null}
      <CreditEditDialog credit={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
