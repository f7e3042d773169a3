import { useState } from 'react';
import { Link } from 'react-router-dom';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import {
  DataTable,
  DateField,
  DeleteButton,
  ListBase,
  Pagination,
  useBasename,
  useListContext,
} from 'react-admin';
import type { SeasonAdminRecord } from '@common/api/admin-seasons';
import { nextNumber } from '@common/catalogue/catalogue-field-rules';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath } from '../title-paths';
import { SeasonCreateDialog, SeasonEditDialog } from './season-dialogs';
import { seasonLabel } from './season-payloads';
import { useHighestNumber, useRouteNumbers } from './use-scope-records';

/** The title's seasons tab: its seasons in order, added, edited and deleted (with undo) here. */
export function SeasonsTab() {
  const { titleId } = useRouteNumbers();
  return (
    <ListBase
      resource="seasons"
      filter={{ titleId }}
      sort={{ field: 'number', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
    >
      <SeasonsTable titleId={titleId} />
    </ListBase>
  );
}

function SeasonsTable({ titleId }: { titleId: number }) {
  const { trans } = useTrans();
  const basename = useBasename();
  const { isPending, total } = useListContext<SeasonAdminRecord>();
  const { highest } = useHighestNumber('seasons', { titleId });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SeasonAdminRecord | null>(null);
  const episodesPath = (season: SeasonAdminRecord) =>
    `${basename}${scopeEditPath({ titleId, season: season.number }, 'episodes')}`;
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
      {trans('Add season')}
    </Button>
  );
  if (isPending) return <LinearProgress aria-label={trans('Loading seasons')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {total ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{addButton}</Box>
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<SeasonAdminRecord>
              rowClick={false}
              bulkActionButtons={false}
              storeKey="titles.seasons"
            >
              <DataTable.NumberCol source="number" label={trans('Number')} />
              <DataTable.Col<SeasonAdminRecord>
                source="name"
                label={trans('Name')}
                render={(season) => (
                  <MuiLink component={Link} to={episodesPath(season)}>
                    {seasonLabel(season, trans)}
                  </MuiLink>
                )}
              />
              <DataTable.Col source="release_date" label={trans('Air date')}>
                <DateField source="release_date" />
              </DataTable.Col>
              <DataTable.NumberCol source="episode_count" label={trans('Episodes')} />
              <DataTable.Col<SeasonAdminRecord>
                label={trans('Actions')}
                disableSort
                render={(season) => (
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <IconButton
                      aria-label={trans('Edit :name', { name: seasonLabel(season, trans) })}
                      onClick={() => setEditing(season)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <DeleteButton mutationMode="undoable" redirect={false} />
                  </Box>
                )}
              />
            </DataTable>
          </Box>
          <Pagination rowsPerPageOptions={[25, 50, 100]} />
        </>
      ) : (
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, py: 4 }}>
          <Typography color="text.secondary">{trans('No seasons yet')}</Typography>
          {addButton}
        </Box>
      )}
      <SeasonCreateDialog
        titleId={titleId}
        open={adding}
        nextNumber={nextNumber(highest === null ? [] : [highest])}
        onClose={() => setAdding(false)}
      />
      <SeasonEditDialog season={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
