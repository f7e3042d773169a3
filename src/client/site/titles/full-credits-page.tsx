import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type {
  Credits,
  EpisodePageResponse,
  SeasonPageResponse,
  SeasonSummary,
  TitleCard,
  TitleCreditsResponse,
  Episode,
} from '@common/catalogue/catalogue-types';
import { episodeUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { useApiQuery } from '@client/site/shared/use-api-query';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { episodeLabel, titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { CastList, CrewList } from './credits-list';
import { SubPageHeader, type Crumb } from './page-header';
import { creditsSource, type CreditsSource } from './route-params';
import { useSeasonName } from './season-card';
import { ListPageSkeleton, QueryError } from './ui/query-state';

type CreditsResponse = TitleCreditsResponse | SeasonPageResponse | EpisodePageResponse;

export interface CreditsView {
  title: TitleCard;
  credits: Credits;
  season: Pick<SeasonSummary, 'number' | 'name'> | null;
  episode: Pick<Episode, 'season_number' | 'episode_number' | 'name'> | null;
}

/**
 * The credits a full-credits route shows, whichever call answered it: a title's credits, a
 * season page's (full season credits) or an episode page's.
 */
export function creditsView(source: CreditsSource, data: CreditsResponse): CreditsView {
  const base = { title: data.title, credits: data.credits };
  if (source.kind === 'season' && 'season' in data) {
    return { ...base, season: data.season, episode: null };
  }
  if (source.kind === 'episode' && 'episode' in data) {
    return { ...base, season: data.season, episode: data.episode };
  }
  return { ...base, season: null, episode: null };
}

/**
 * Routes …/full-credits of a title, a season (…/season/:season/full-credits) and an episode
 * (…/season/:season/episode/:episode/full-credits): the whole cast and the crew by department.
 */
export function FullCreditsPage() {
  const source = creditsSource(useParams());
  const query = useApiQuery<CreditsResponse>(source?.path ?? 'titles/-', {}, { enabled: !!source });
  const view = source && query.data ? creditsView(source, query.data) : null;
  useCanonicalUrl(view?.title);
  const { trans } = useTrans();
  const seasonName = useSeasonName();

  const context = view?.episode
    ? `${episodeLabel(view.episode.season_number, view.episode.episode_number)} · ${view.episode.name}`
    : view?.season
      ? seasonName(view.season)
      : null;
  useDocumentTitle(
    view
      ? trans(':name: Full cast & crew', {
          name: context ? `${view.title.name} ${context}` : view.title.name,
        })
      : null,
  );

  if (!source) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!view) return <ListPageSkeleton kind="profile" />;

  const { title, credits, season, episode } = view;
  const crumbs: Crumb[] = [{ label: titleWithYear(title), to: titleUrl(title) }];
  if (season && source.kind !== 'title') {
    crumbs.push({ label: seasonName(season), to: seasonUrl(title, season.number) });
  }
  if (episode) {
    crumbs.push({
      label: context ?? episode.name,
      to: episodeUrl(title, episode.season_number, episode.episode_number),
    });
  }
  return (
    <Container component="article" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SubPageHeader title={title} crumbs={crumbs} heading={trans('Full cast & crew')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 2, md: 6 },
        }}
      >
        <CastList cast={credits.cast} />
        <CrewList crew={credits.crew} />
      </Box>
    </Container>
  );
}
