import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import type { Image } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { EmptyState } from '@client/site/shared/empty-state';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { titleWithYear } from './catalogue-format';
import { useCanonicalUrl } from './canonical-url';
import { ImageGrid } from './image-gallery';
import { SubPageHeader } from './page-header';
import { useTitlePageQuery } from './queries';
import { parseRouteId } from '@common/catalogue/route-id';
import { PageSection } from './ui/page-section';
import { ListPageSkeleton, QueryError } from './ui/query-state';

const TYPE_ORDER: Image['type'][] = ['backdrop', 'poster', 'still', 'profile'];
const TYPE_HEADINGS: Record<Image['type'], string> = {
  backdrop: 'Backdrops',
  poster: 'Posters',
  still: 'Stills',
  profile: 'Portraits',
};

/** Images in sections by kind: backdrops, posters, stills. */
export function groupImages(images: Image[]): { type: Image['type']; images: Image[] }[] {
  return TYPE_ORDER.map((type) => ({
    type,
    images: images.filter((image) => image.type === type),
  })).filter((group) => group.images.length > 0);
}

/** Route titles/:titleId/:titleSlug/images: every image, with a lightbox. */
export function TitleImagesPage() {
  const titleId = parseRouteId(useParams().titleId);
  const query = useTitlePageQuery(titleId);
  const title = query.data?.title;
  const { trans } = useTrans();
  useCanonicalUrl(title);
  useDocumentTitle(title ? trans(':name: Images', { name: title.name }) : null);

  if (titleId === null) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!query.data || !title) return <ListPageSkeleton />;

  const groups = groupImages(query.data.images);
  return (
    <Container component="article" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <SubPageHeader
        title={title}
        crumbs={[{ label: titleWithYear(title), to: titleUrl(title) }]}
        heading={trans('Images')}
      />
      {groups.length ? (
        groups.map((group) => (
          <PageSection key={group.type} title={TYPE_HEADINGS[group.type]}>
            <ImageGrid images={group.images} subject={title.name} />
          </PageSection>
        ))
      ) : (
        <EmptyState message="No images yet" />
      )}
    </Container>
  );
}
