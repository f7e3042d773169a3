import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router-dom';
import { useGetList } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { listIdFromParam } from './list-record';

/**
 * Spec 2.9's /admin/lists/{slugOrId}/edit: react-admin edits by id, so a slug is looked up
 * (GET admin/lists?slug=) and replaced by the list's id.
 */
export function ListSlugRedirect() {
  const { slugOrId = '' } = useParams();
  const { trans } = useTrans();
  const id = listIdFromParam(slugOrId);
  const { data, isPending } = useGetList(
    'lists',
    {
      filter: { slug: slugOrId },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'updated_at', order: 'DESC' },
    },
    { enabled: id === null },
  );
  if (id !== null) return <Navigate to={`/admin/lists/${id}`} replace />;
  if (isPending) return <LinearProgress aria-label={trans('Loading')} />;
  const found = data?.[0];
  if (found) return <Navigate to={`/admin/lists/${found.id}`} replace />;
  return <Typography sx={{ p: 2 }}>{trans('List not found.')}</Typography>;
}
