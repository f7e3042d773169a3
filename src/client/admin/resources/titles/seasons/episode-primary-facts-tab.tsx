import { useNavigate } from 'react-router-dom';
import { LinearProgress, Typography } from '@mui/material';
import { Edit, SimpleForm, useBasename, useNotify } from 'react-admin';
import type { EpisodeAdminRecord } from '@common/api/admin-seasons';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath } from '../title-paths';
import { EpisodeFields } from './episode-fields';
import { episodeUpdatePayload } from './season-payloads';
import { useEpisodeRecord, useRouteNumbers } from './use-scope-records';

/**
 * An episode's primary facts: name, number, plot, air date, runtime and still. A new number
 * moves the page to the episode's new address.
 */
export function EpisodePrimaryFactsTab() {
  const { trans } = useTrans();
  const { titleId, season = 0, episode = 0 } = useRouteNumbers();
  const { record, isPending } = useEpisodeRecord(titleId, season, episode);
  const navigate = useNavigate();
  const basename = useBasename();
  const notify = useNotify();
  if (isPending) return <LinearProgress aria-label={trans('Loading episode')} />;
  if (!record) return <Typography color="text.secondary">{trans('Episode not found.')}</Typography>;
  const onSuccess = (saved: EpisodeAdminRecord) => {
    notify(trans('Episode saved'), { type: 'success' });
    if (saved.episode_number !== episode) {
      const scope = { titleId, season, episode: saved.episode_number };
      navigate(`${basename}${scopeEditPath(scope, 'primary-facts')}`, { replace: true });
    }
  };
  return (
    <Edit<EpisodeAdminRecord>
      resource="episodes"
      id={record.id}
      title={trans('Edit :name', { name: record.name })}
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      transform={episodeUpdatePayload}
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <EpisodeFields />
      </SimpleForm>
    </Edit>
  );
}
