import { Outlet } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath, scopePath } from '../title-paths';
import { ScopeHeader } from './scope-header';
import { episodeCode, seasonLabel } from './season-payloads';
import { useEpisodeRecord, useRouteNumbers, useSeasonRecord } from './use-scope-records';

/**
 * A season's pages (/admin/titles/{id}/edit/seasons/{n}/…): its header and tabs (Episodes,
 * Cast, Crew, Videos) above the tab. An episode's pages have their own header instead.
 */
export function SeasonLayout() {
  const { titleId, season, episode } = useRouteNumbers();
  if (episode !== undefined) return <Outlet />;
  return <SeasonHeader titleId={titleId} season={season ?? 0} />;
}

function SeasonHeader({ titleId, season }: { titleId: number; season: number }) {
  const { trans } = useTrans();
  const basename = useBasename();
  const { record } = useSeasonRecord(titleId, season);
  const scope = { titleId, season };
  const tab = (label: string, name: string) => ({
    label: trans(label),
    to: `${basename}${scopeEditPath(scope, name)}`,
  });
  return (
    <>
      <ScopeHeader
        heading={record ? seasonLabel(record, trans) : null}
        back={{
          to: `${basename}${scopeEditPath({ titleId }, 'seasons')}`,
          label: trans('Back to seasons'),
        }}
        insightsTo={`${basename}${scopePath(scope, 'insights')}`}
        tabsLabel={trans('Season tabs')}
        tabs={[
          tab('Episodes', 'episodes'),
          tab('Cast', 'cast'),
          tab('Crew', 'crew'),
          tab('Videos', 'videos'),
        ]}
      />
      <Outlet />
    </>
  );
}

/**
 * An episode's pages (…/seasons/{n}/episodes/{e}/…): "S1 · E2 Name", a link back to the
 * season's episodes, and its tabs (Primary facts, Cast, Crew, Videos).
 */
export function EpisodeLayout() {
  const { trans } = useTrans();
  const basename = useBasename();
  const { titleId, season = 0, episode = 0 } = useRouteNumbers();
  const scope = { titleId, season, episode };
  const { record } = useEpisodeRecord(titleId, season, episode);
  const tab = (label: string, name: string) => ({
    label: trans(label),
    to: `${basename}${scopeEditPath(scope, name)}`,
  });
  return (
    <>
      <ScopeHeader
        heading={record ? `${episodeCode(record)} ${record.name}` : null}
        back={{
          to: `${basename}${scopeEditPath({ titleId: scope.titleId, season }, 'episodes')}`,
          label: trans('Back to episodes'),
        }}
        insightsTo={`${basename}${scopePath(scope, 'insights')}`}
        tabsLabel={trans('Episode tabs')}
        tabs={[
          tab('Primary facts', 'primary-facts'),
          tab('Cast', 'cast'),
          tab('Crew', 'crew'),
          tab('Videos', 'videos'),
        ]}
      />
      <Outlet />
    </>
  );
}
