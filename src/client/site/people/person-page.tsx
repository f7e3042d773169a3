import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { PersonPageResponse } from '@common/catalogue/catalogue-types';
import { useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { AdSlot } from '@client/site/shared/ad-slot';
import { TitleCard } from '@client/site/shared/title-card';
import { useApiQuery } from '@client/site/shared/use-api-query';
import { useCanonicalUrl } from '@client/site/titles/canonical-url';
import { usePageVisit } from '@client/site/titles/page-visit';
import { ImagesRow } from '@client/site/titles/image-gallery';
import { parseRouteId } from '@common/catalogue/route-id';
import { PageSection } from '@client/site/titles/ui/page-section';
import { CataloguePageSkeleton, QueryError } from '@client/site/titles/ui/query-state';
import { Scroller } from '@client/site/titles/ui/scroller';
import { NotFoundPage } from '@client/ui/errors/not-found-page';
import { Filmography } from './filmography';
import { PersonHero } from './person-hero';
import { belowTheFoldSx } from '@client/site/shared/format';

/** Routes people/:personId and people/:personId/:personSlug (spec 2.8). */
export function PersonPage() {
  const personId = parseRouteId(useParams().personId);
  const query = useApiQuery<PersonPageResponse>(
    `people/${personId}`,
    {},
    { enabled: personId !== null },
  );
  const person = query.data?.person;
  useCanonicalUrl(person);
  usePageVisit('person', person?.id);
  useDocumentTitle(person?.name);

  if (personId === null) return <NotFoundPage />;
  if (query.isError) return <QueryError error={query.error} />;
  if (!query.data) {
    return (
      <CataloguePageSkeleton
        art="profile"
        artWidth={260}
        rows={[
          { itemWidth: { xs: 128, md: 168 }, kind: 'poster' },
          { itemWidth: { xs: 128, md: 168 }, kind: 'poster' },
        ]}
      />
    );
  }
  return <PersonPageContent data={query.data} />;
}

function PersonPageContent({ data }: { data: PersonPageResponse }) {
  const { person, known_for, filmography, images } = data;
  const { trans } = useTrans();
  return (
    <Box component="article" sx={{ pb: { xs: 4, md: 6 } }}>
      <PersonHero data={data} />
      <AdSlot slot="person_top" />
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
        {known_for.length ? (
          <PageSection title="Known for">
            <Scroller label={trans('Known for')} itemWidth={{ xs: 128, md: 168 }}>
              {known_for.map((title) => (
                <TitleCard key={title.id} title={title} />
              ))}
            </Scroller>
          </PageSection>
        ) : null}
        <Box sx={belowTheFoldSx}>
          <Filmography filmography={filmography} knownFor={person.known_for} />
          <ImagesRow images={images} subject={person.name} />
        </Box>
      </Container>
    </Box>
  );
}
