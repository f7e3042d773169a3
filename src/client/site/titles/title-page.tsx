import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { TitlePageResponse } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { AdSlot } from '@client/site/shared/ad-slot';
import { TitleCard } from '@client/site/shared/title-card';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { usePageVisit } from './page-visit';
import { CastStrip, KeyCrew } from './cast-strip';
import { ImagesRow } from './image-gallery';
import { useTitlePageQuery } from './queries';
import { parseRouteId } from '@common/catalogue/route-id';
import { SeasonsRow } from './season-card';
import { TitleDetails } from './title-details';
import { TitleHero } from './title-hero';
import { VideosRow } from './video-card';
import { PageSection } from './ui/page-section';
import { CataloguePageSkeleton, QueryError } from './ui/query-state';
import { Scroller } from './ui/scroller';
import { belowTheFoldSx } from '@client/site/shared/format';
import { LazyCommentsSection, LazyTitleReviewsSection } from '@client/site/shared/lazy-sections';

export const POSTER_CARD_WIDTH = { xs: 128, md: 168 };

/** Route titles/:titleId/:titleSlug (spec 2.8). */
export function TitlePage() {
  const titleId = parseRouteId(useParams().titleId);
  const query = useTitlePageQuery(titleId);
  const title = query.data?.title;
  useCanonicalUrl(title);
  usePageVisit('title', title?.id);
  useDocumentTitle(title ? titleWithYear(title) : null);

  if (titleId === null) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!query.data) {
    return (
      <CataloguePageSkeleton
        rows={[
          { itemWidth: { xs: 120, md: 150 }, kind: 'profile' },
          { itemWidth: { xs: 260, md: 320 }, kind: 'still' },
        ]}
      />
    );
  }
  return <TitlePageContent data={query.data} />;
}

function TitlePageContent({ data }: { data: TitlePageResponse }) {
  const { trans } = useTrans();
  const { title, credits, seasons, videos, images, related } = data;
  const url = titleUrl(title);
  return (
    <Box component="article" sx={{ pb: { xs: 4, md: 6 } }}>
      <TitleHero data={data} />
      <AdSlot slot="title_top" />
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 260px' },
            gridTemplateRows: { md: 'auto 1fr' },
            gridTemplateAreas: { xs: '"top" "aside" "rest"', md: '"top aside" "rest aside"' },
            columnGap: 6,
          }}
        >
          <Box sx={{ gridArea: 'top', minWidth: 0 }}>
            <KeyCrew crew={credits.crew} />
            <CastStrip cast={credits.cast} fullCreditsUrl={`${url}/full-credits`} />
            {title.type === 'series' ? <SeasonsRow title={title} seasons={seasons} /> : null}
          </Box>
          <Box component="aside" sx={{ gridArea: 'aside', minWidth: 0 }}>
            <TitleDetails title={title} />
          </Box>
          <Box sx={{ gridArea: 'rest', minWidth: 0, ...belowTheFoldSx }}>
            <VideosRow videos={videos} allUrl={`${url}/videos`} />
            <ImagesRow images={images} subject={title.name} allUrl={`${url}/images`} />
            <LazyTitleReviewsSection title={title} />
            <LazyCommentsSection commentableType="title" commentableId={title.id} />
          </Box>
        </Box>
        {related.length ? (
          <PageSection title="More like this" sx={belowTheFoldSx}>
            <Scroller label={trans('More like this')} itemWidth={POSTER_CARD_WIDTH}>
              {related.map((card) => (
                <TitleCard key={card.id} title={card} />
              ))}
            </Scroller>
          </PageSection>
        ) : null}
      </Container>
    </Box>
  );
}
