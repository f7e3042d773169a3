import { useGetOne } from 'react-admin';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { useTrans } from '@client/i18n/trans';
import { scopeEditPath } from '../resources/titles/title-paths';
import { BackLink } from './back-link';
import { InsightsView } from './insights-view';

/** The API path of a scope's insights: titles/1[/seasons/2[/episodes/3]]. */
export function scopeInsightsPath(scope: CatalogueScope): string {
  let path = `titles/${scope.titleId}`;
  if (scope.season !== undefined) path += `/seasons/${scope.season}`;
  if (scope.season !== undefined && scope.episode !== undefined)
    path += `/episodes/${scope.episode}`;
  return path;
}

/**
 * /admin/titles/{id}[/seasons/{s}[/episodes/{e}]]/insights: visits and plays per day of a
 * title, a season (its episodes' visits) or an episode.
 */
export function CatalogueInsightsPage({ scope }: { scope: CatalogueScope }) {
  const { trans } = useTrans();
  const title = useGetOne<{ id: number; name: string }>('titles', { id: scope.titleId });
  const name = title.data?.name ?? '';
  const part =
    scope.season === undefined
      ? undefined
      : scope.episode === undefined
        ? trans('Season :season', { season: scope.season })
        : trans('Season :season, episode :episode', {
            season: scope.season,
            episode: scope.episode,
          });
  const back =
    scope.season === undefined
      ? scopeEditPath(scope, 'primary-facts')
      : scope.episode === undefined
        ? scopeEditPath(scope, 'episodes')
        : scopeEditPath(scope, 'primary-facts');
  return (
    <InsightsView
      heading={name ? trans('Insights: :name', { name }) : trans('Insights')}
      subheading={part}
      path={scopeInsightsPath(scope)}
      visits
      back={<BackLink to={back} label={trans('Back')} />}
    />
  );
}
