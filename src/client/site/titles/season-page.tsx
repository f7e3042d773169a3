import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type {
  SeasonPageResponse,
  SeasonSummary,
  TitleCard,
} from '@common/catalogue/catalogue-types';
import { seasonUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { MediaImage } from '@client/site/shared/media-image';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { formatDate, titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { CastStrip } from './cast-strip';
import { EpisodeList } from './episode-list';
import { PageBreadcrumbs } from './page-header';
import { useSeasonPageQuery } from './queries';
import { parseRouteId } from '@common/catalogue/route-id';
import { episodeCountText, useSeasonName } from './season-card';
import { FactLine } from './title-hero';
import { Hero, HeroColumns } from './ui/hero';
import { PageSection } from './ui/page-section';
import { CataloguePageSkeleton, QueryError } from './ui/query-state';
import { focusRing } from '@client/ui/focus-ring';
import { useLocale } from './use-locale';

/** Links to a series' seasons, the current one marked. */
export function SeasonSwitcher({
  title,
  seasons,
  current,
}: {
  title: TitleCard;
  seasons: SeasonSummary[];
  current: number;
}) {
  const { trans } = useTrans();
  const seasonName = useSeasonName();
  if (seasons.length < 2) return null;
  return (
    <Box component="nav" aria-label={trans('Seasons')} sx={{ mb: { xs: 3, md: 4 } }}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {seasons.map((season) => {
          const active = season.number === current;
          return (
            <li key={season.id}>
              <Box
                component={RouterLink}
                to={seasonUrl(title, season.number)}
                aria-current={active ? 'page' : undefined}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 44,
                  px: 2,
                  borderRadius: 999,
                  border: 1,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'primary.main' : 'transparent',
                  color: active ? 'primary.contrastText' : 'text.primary',
                  fontWeight: 600,
                  fontSize: 14,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  '&:hover': { borderColor: 'primary.main' },
                  ...focusRing,
                }}
              >
                {seasonName(season)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** Route titles/:titleId/:titleSlug/season/:season. */
export function SeasonPage() {
  const params = useParams();
  const titleId = parseRouteId(params.titleId);
  const seasonNumber = parseRouteId(params.season, true);
  const query = useSeasonPageQuery(titleId, seasonNumber);
  const seasonName = useSeasonName();
  const data = query.data;
  useCanonicalUrl(data?.title);
  useDocumentTitle(data ? `${data.title.name}: ${seasonName(data.season)}` : null);

  if (titleId === null || seasonNumber === null) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!data) {
    return (
      <CataloguePageSkeleton
        artWidth={220}
        rows={[
          { itemWidth: { xs: 260, md: 320 }, kind: 'still' },
          { itemWidth: { xs: 120, md: 150 }, kind: 'profile' },
        ]}
      />
    );
  }
  return <SeasonPageContent data={data} />;
}

function SeasonPageContent({ data }: { data: SeasonPageResponse }) {
  const { title, season, seasons, episodes, credits } = data;
  const { trans } = useTrans();
  const locale = useLocale();
  const seasonName = useSeasonName();
  const name = seasonName(season);
  const url = seasonUrl(title, season.number);
  return (
    <Box component="article" sx={{ pb: { xs: 4, md: 6 } }}>
      <Hero image={title.backdrop} minHeight={360}>
        <HeroColumns
          artWidth={220}
          art={
            <MediaImage
              src={season.poster ?? title.poster}
              alt={trans('Poster of :name', { name: `${title.name} ${name}` })}
              kind="poster"
              eager
            />
          }
          header={
            <>
              <PageBreadcrumbs crumbs={[{ label: titleWithYear(title), to: titleUrl(title) }]} />
              <Typography
                component="h1"
                sx={{
                  fontSize: { xs: 26, sm: 32, md: 44 },
                  fontWeight: 800,
                  lineHeight: 1.15,
                  my: 1,
                }}
              >
                {name}
              </Typography>
              <FactLine
                facts={[
                  formatDate(season.release_date, locale),
                  episodeCountText(trans, season.episode_count || episodes.length),
                ]}
              />
            </>
          }
          body={
            season.plot ? (
              <Typography sx={{ lineHeight: 1.7, maxWidth: 780, fontSize: { md: 17 } }}>
                {season.plot}
              </Typography>
            ) : null
          }
        />
      </Hero>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <SeasonSwitcher title={title} seasons={seasons} current={season.number} />
        <PageSection title="Episodes">
          <EpisodeList title={title} episodes={episodes} />
        </PageSection>
        <CastStrip title="Season cast" cast={credits.cast} fullCreditsUrl={`${url}/full-credits`} />
      </Container>
    </Box>
  );
}
