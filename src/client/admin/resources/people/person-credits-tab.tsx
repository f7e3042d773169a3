import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import type { AdminCreditRecord } from '@common/api/admin-credits';
import { useTrans } from '@client/i18n/trans';
import { CreditEditDialog } from '../credits/credit-edit-dialog';
import { CreditRow } from '../credits/credit-row';
import { useDeleteCredit } from '../credits/use-delete-credit';
import { usePersonId } from './person-edit-layout';
import { PersonCreditAddForm } from './person-credit-add-form';
import { creditTitleLabel } from './person-credit-values';

const PER_PAGE = 50;

/** /admin/people/{personId}/edit/credits: the person's credits, edit, remove with undo, add. */
export function PersonCreditsTab() {
  const { trans } = useTrans();
  const personId = usePersonId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminCreditRecord | null>(null);
  const deleteCredit = useDeleteCredit();
  const { data, total, isPending, error, refetch } = useGetList<AdminCreditRecord>('credits', {
    filter: { personId },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'title_id', order: 'ASC' },
  });
  const pages = Math.max(1, Math.ceil((total ?? 0) / PER_PAGE));

  return (
    <Box sx={{ maxWidth: 860 }}>
      <PersonCreditAddForm personId={personId} onAdded={() => void refetch()} />
      {isPending ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {error ? <Alert severity="error">{trans('The credits could not be loaded.')}</Alert> : null}
      {!isPending && !error && !data?.length ? (
        <Typography color="text.secondary">{trans('No credits yet.')}</Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={trans('Credits')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {(data ?? []).map((credit) => (
          <li key={credit.id}>
            <CreditRow
              credit={credit}
              primary={creditTitleLabel(credit, trans)}
              onEdit={() => setEditing(credit)}
              onDelete={() => deleteCredit(credit)}
            />
          </li>
        ))}
      </Box>
      {pages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
        />
      ) : null}
      <CreditEditDialog credit={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
