import { useState } from 'react';
import { Link } from 'react-router-dom';
import Add from '@mui/icons-material/Add';
import { Box, Button, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import {
  CreateBase,
  DataTable,
  DateField,
  DeleteButton,
  ListBase,
  Pagination,
  SimpleForm,
  useBasename,
  useListContext,
  useNotify,
} from 'react-admin';
import type { EpisodeAdminRecord } from '@common/api/admin-seasons';
import { nextNumber } from '@common/catalogue/catalogue-field-rules';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath } from '../title-paths';
import { EpisodeFields } from './episode-fields';
import { FormDialog, FormDialogToolbar } from './form-dialog';
import { episodeCreatePayload } from './season-payloads';
import { useHighestNumber, useRouteNumbers } from './use-scope-records';

/** A season's episodes tab: its episodes in order, added here and deleted with undo. */
export function SeasonEpisodesTab() {
  const { titleId, season = 0 } = useRouteNumbers();
  return (
    <ListBase
      resource="episodes"
      filter={{ titleId, season }}
      sort={{ field: 'episode_number', order: 'ASC' }}
      perPage={50}
      disableSyncWithLocation
    >
      <EpisodesTable titleId={titleId} season={season} />
    </ListBase>
  );
}

function EpisodesTable({ titleId, season }: { titleId: number; season: number }) {
  const { trans } = useTrans();
  const basename = useBasename();
  const { isPending, total } = useListContext<EpisodeAdminRecord>();
  const { highest } = useHighestNumber('episodes', { titleId, season });
  const [adding, setAdding] = useState(false);
  const factsPath = (episode: EpisodeAdminRecord) =>
    `${basename}${scopeEditPath({ titleId, season, episode: episode.episode_number }, 'primary-facts')}`;
  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
      {trans('Add episode')}
    </Button>
  );
  if (isPending) return <LinearProgress aria-label={trans('Loading episodes')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {total ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{addButton}</Box>
          <Box sx={{ overflowX: 'auto' }}>
            <DataTable<EpisodeAdminRecord>
              rowClick={false}
              bulkActionButtons={false}
              storeKey="titles.season.episodes"
            >
              <DataTable.NumberCol source="episode_number" label={trans('Number')} />
              <DataTable.Col<EpisodeAdminRecord>
                source="name"
                label={trans('Name')}
                render={(episode) => (
                  <MuiLink component={Link} to={factsPath(episode)}>
                    {episode.name}
                  </MuiLink>
                )}
              />
              <DataTable.Col source="release_date" label={trans('Air date')}>
                <DateField source="release_date" />
              </DataTable.Col>
              <DataTable.Col<EpisodeAdminRecord>
                source="runtime"
                label={trans('Runtime')}
                render={(episode) =>
                  episode.runtime === null ? '' : trans(':count min', { count: episode.runtime })
                }
              />
              <DataTable.Col label={trans('Actions')} disableSort>
                <DeleteButton mutationMode="undoable" redirect={false} />
              </DataTable.Col>
            </DataTable>
          </Box>
          <Pagination rowsPerPageOptions={[50, 100]} />
        </>
      ) : (
        <Box sx={{ display: 'grid', justifyItems: 'start', gap: 2, py: 4 }}>
          <Typography color="text.secondary">{trans('No episodes yet')}</Typography>
          {addButton}
        </Box>
      )}
      <EpisodeCreateDialog
        titleId={titleId}
        season={season}
        open={adding}
        nextNumber={nextNumber(highest === null ? [] : [highest])}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}

interface EpisodeCreateDialogProps {
  titleId: number;
  season: number;
  open: boolean;
  /** The number the form starts with: the one after the season's highest. */
  nextNumber: number;
  onClose: () => void;
}

/** "Add episode": name required, the next number filled in. */
export function EpisodeCreateDialog({
  titleId,
  season,
  open,
  nextNumber,
  onClose,
}: EpisodeCreateDialogProps) {
  const { trans } = useTrans();
  const notify = useNotify();
  return (
    <FormDialog open={open} title={trans('Add episode')} onClose={onClose}>
      <CreateBase
        resource="episodes"
        redirect={false}
        transform={episodeCreatePayload(titleId, season)}
        mutationOptions={{
          onSuccess: () => {
            notify(trans('Episode added'), { type: 'success' });
            onClose();
          },
        }}
      >
        <SimpleForm
          defaultValues={{ episode_number: nextNumber }}
          warnWhenUnsavedChanges
          toolbar={<FormDialogToolbar onCancel={onClose} />}
        >
          <EpisodeFields withStill={false} />
        </SimpleForm>
      </CreateBase>
    </FormDialog>
  );
}
