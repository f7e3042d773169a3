import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { EpisodePageResponse, TitleCard } from '@common/catalogue/catalogue-types';
import { episodeUrl, seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { episodeLabel, formatDate, formatRuntime, titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { usePageVisit } from './page-visit';
import { CastStrip, KeyCrew } from './cast-strip';
import { ImagesRow } from './image-gallery';
import { PageBreadcrumbs } from './page-header';
import { useEpisodePageQuery } from './queries';
import { parseRouteId } from '@common/catalogue/route-id';
import { useSeasonName } from './season-card';
import { FactLine, RatingLine } from './title-hero';
import { VideosRow } from './video-card';
import { Hero } from './ui/hero';
import { CataloguePageSkeleton, QueryError } from './ui/query-state';
import { useLocale } from './use-locale';
import { LazyCommentsSection } from '@client/site/shared/lazy-sections';

type Neighbour = EpisodePageResponse['previous'];

/** Previous and next episode links (across seasons, as the API answers them). */
export function EpisodeNavigation({
  title,
  previous,
  next,
}: {
  title: TitleCard;
  previous: Neighbour;
  next: Neighbour;
}) {
  const { trans } = useTrans();
  if (!previous && !next) return null;
  const link = (episode: NonNullable<Neighbour>, direction: 'previous' | 'next') => (
    <Button
      component={RouterLink}
      to={episodeUrl(title, episode.season_number, episode.episode_number)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      variant="outlined"
      color="inherit"
      startIcon={direction === 'previous' ? <ArrowBackIcon aria-hidden /> : undefined}
      endIcon={direction === 'next' ? <ArrowForwardIcon aria-hidden /> : undefined}
      sx={{
        minHeight: 44,
        maxWidth: { xs: '100%', sm: '48%' },
        justifyContent: 'flex-start',
        borderColor: 'divider',
        textAlign: direction === 'next' ? 'right' : 'left',
        ml: direction === 'next' ? 'auto' : 0,
      }}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
          {direction === 'previous' ? trans('Previous episode') : trans('Next episode')}
        </Box>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }} title={episode.name}>
          {episodeLabel(episode.season_number, episode.episode_number)} · {episode.name}
        </Box>
      </Box>
    </Button>
  );
  return (
    <Box
      component="nav"
      aria-label={trans('Previous and next episodes')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: { xs: 4, md: 5 } }}
    >
      {previous ? link(previous, 'previous') : null}
      {next ? link(next, 'next') : null}
    </Box>
  );
}

/** Route titles/:titleId/:titleSlug/season/:season/episode/:episode. */
export function EpisodePage() {
  const params = useParams();
  const titleId = parseRouteId(params.titleId);
  const season = parseRouteId(params.season, true);
  const episodeNumber = parseRouteId(params.episode, true);
  const query = useEpisodePageQuery(titleId, season, episodeNumber);
  const data = query.data;
  useCanonicalUrl(data?.title);
  usePageVisit('episode', data?.episode.id);
  useDocumentTitle(
    data
      ? `${data.title.name} ${episodeLabel(data.episode.season_number, data.episode.episode_number)}: ${data.episode.name}`
      : null,
  );

  if (titleId === null || season === null || episodeNumber === null) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!data) {
    return (
      <CataloguePageSkeleton
        art={null}
        rows={[
          { itemWidth: { xs: 120, md: 150 }, kind: 'profile' },
          { itemWidth: { xs: 260, md: 320 }, kind: 'still' },
        ]}
      />
    );
  }
  return <EpisodePageContent data={data} />;
}

function EpisodePageContent({ data }: { data: EpisodePageResponse }) {
  const { title, season, episode, previous, next, credits, videos, images } = data;
  const locale = useLocale();
  const seasonName = useSeasonName();
  const url = episodeUrl(title, episode.season_number, episode.episode_number);
  return (
    <Box component="article" sx={{ pb: { xs: 4, md: 6 } }}>
      <Hero image={episode.poster ?? title.backdrop} minHeight={400}>
        <Box sx={{ maxWidth: 780 }}>
          <PageBreadcrumbs
            crumbs={[
              { label: titleWithYear(title), to: titleUrl(title) },
              { label: seasonName(season), to: seasonUrl(title, season.number) },
            ]}
          />
          <Typography
            component="p"
            sx={{ mt: 2, fontWeight: 700, letterSpacing: '0.08em', color: 'primary.main' }}
          >
            {episodeLabel(episode.season_number, episode.episode_number)}
          </Typography>
          <Typography
            component="h1"
            sx={{ fontSize: { xs: 26, sm: 32, md: 44 }, fontWeight: 800, lineHeight: 1.15, mb: 1 }}
          >
            {episode.name}
          </Typography>
          <FactLine
            facts={[formatDate(episode.release_date, locale), formatRuntime(episode.runtime)]}
          />
          {episode.rating !== null ? (
            <Box sx={{ my: 2 }}>
              {/* An episode's rating comes with its series' from the same source. */}
              <RatingLine
                rating={episode.rating}
                voteCount={episode.vote_count}
                source={title.rating_source}
                size="medium"
              />
            </Box>
          ) : null}
          <Typography sx={{ lineHeight: 1.7, fontSize: { md: 17 } }}>
            {episode.plot || <Trans message="We don't have an overview for this episode yet." />}
          </Typography>
        </Box>
      </Hero>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <EpisodeNavigation title={title} previous={previous} next={next} />
        <KeyCrew crew={credits.crew} />
        <CastStrip title="Cast" cast={credits.cast} fullCreditsUrl={`${url}/full-credits`} />
        <VideosRow videos={videos} allUrl={`${url}/videos`} />
        <ImagesRow images={images} subject={`${title.name} ${episode.name}`} />
        <LazyCommentsSection commentableType="episode" commentableId={episode.id} />
      </Container>
    </Box>
  );
}
