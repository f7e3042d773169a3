import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { useTrans } from '@client/i18n/trans';
import { NewsCard } from '../shared/news-card';
import { PersonCard } from '../shared/person-card';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { GridSkeleton } from '../shared/skeletons';
import { TitleCard } from '../shared/title-card';
import { GROUP_LABELS, type SearchGroup } from './search-options';

function ResultSection({
  group,
  count,
  children,
}: {
  group: SearchGroup;
  count: number;
  children: ReactNode;
}) {
  const { trans } = useTrans();
  const headingId = `search-${group}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 80 }}
      id={`results-${group}`}
    >
      <Typography
        id={headingId}
        component="h2"
        sx={{
          fontWeight: 700,
          fontSize: { xs: 20, md: 24 },
          mb: 2,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
        }}
      >
        {trans(GROUP_LABELS[group])}{' '}
        <Box
          component="span"
          sx={{
            px: 1,
            minWidth: 28,
            lineHeight: '24px',
            borderRadius: 12,
            fontSize: 13,
            fontWeight: 700,
            textAlign: 'center',
            bgcolor: 'action.selected',
          }}
        >
          {count}
        </Box>
      </Typography>
      {children}
    </Box>
  );
}

/** The search page's results: titles as a poster grid, then people, then news, with counts. */
export function SearchResults({ data }: { data: SearchResponse }) {
  const { trans } = useTrans();
  const sections: Array<{ group: SearchGroup; count: number }> = [
    { group: 'titles' as const, count: data.titles.length },
    { group: 'people' as const, count: data.people.length },
    { group: 'news' as const, count: data.news.length },
  ].filter((section) => section.count > 0);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 } }}>
      {sections.length > 1 ? (
        <Box
          component="nav"
          aria-label={trans('Result types')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {sections.map(({ group, count }) => (
            <Chip
              key={group}
              component="a"
              href={`#results-${group}`}
              clickable
              variant="outlined"
              label={`${trans(GROUP_LABELS[group])} (${count})`}
            />
          ))}
        </Box>
      ) : null}
      {data.titles.length ? (
        <ResultSection group="titles" count={data.titles.length}>
          <PosterGrid kind="poster">
            {data.titles.map((title, index) => (
              <GridItem key={title.id}>
                <TitleCard title={title} eager={index < 6} />
              </GridItem>
            ))}
          </PosterGrid>
        </ResultSection>
      ) : null}
      {data.people.length ? (
        <ResultSection group="people" count={data.people.length}>
          <PosterGrid kind="person">
            {data.people.map((person) => (
              <GridItem key={person.id}>
                <PersonCard
                  person={person}
                  description={person.known_for_titles.slice(0, 2).join(', ') || person.known_for}
                />
              </GridItem>
            ))}
          </PosterGrid>
        </ResultSection>
      ) : null}
      {data.news.length ? (
        <ResultSection group="news" count={data.news.length}>
          <Box role="list" sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
            {data.news.map((article) => (
              <GridItem key={article.id}>
                <NewsCard article={article} variant="row" />
              </GridItem>
            ))}
          </Box>
        </ResultSection>
      ) : null}
    </Box>
  );
}

export function SearchResultsSkeleton() {
  return (
    <Box>
      <Skeleton width={140} sx={{ fontSize: 24, mb: 2 }} />
      <GridSkeleton kind="poster" count={12} />
    </Box>
  );
}
