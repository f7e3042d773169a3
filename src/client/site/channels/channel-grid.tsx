import Box from '@mui/material/Box';
import type { ChannelItem, ChannelSummary } from '@common/catalogue/catalogue-types';
import { LandscapeCard } from '../shared/landscape-card';
import { NewsCard } from '../shared/news-card';
import { PersonCard } from '../shared/person-card';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { GridSkeleton } from '../shared/skeletons';
import { TitleCard } from '../shared/title-card';
import {
  channelItems,
  newsItems,
  personDescription,
  personItems,
  titleItems,
} from './channel-item-types';
import { ChannelRows } from './channel-rows';
import { TitleListItem } from './title-list-item';

/** Cards above the fold load eagerly. */
const EAGER = 6;

interface ChannelGridProps {
  channel: Pick<ChannelSummary, 'name' | 'content_type' | 'layout'>;
  items: ChannelItem[];
  /** Rank offset for ranked lists on later pages. */
  firstRank?: number;
}

/** One page of a channel's content, laid out by what the channel holds and its layout. */
export function ChannelGrid({ channel, items, firstRank = 1 }: ChannelGridProps) {
  switch (channel.content_type) {
    case 'channel':
      return <ChannelRows channels={channelItems(items)} />;
    case 'person':
      return (
        <PosterGrid kind="person" label={channel.name}>
          {personItems(items).map((person, index) => (
            <GridItem key={person.id}>
              <PersonCard
                person={person}
                description={personDescription(person)}
                eager={index < EAGER}
                headingLevel="h2"
              />
            </GridItem>
          ))}
        </PosterGrid>
      );
    case 'news':
      if (channel.layout === 'list') {
        return (
          <Box
            role="list"
            aria-label={channel.name}
            sx={{ display: 'grid', gap: 3, maxWidth: 880 }}
          >
            {newsItems(items).map((article, index) => (
              <GridItem key={article.id}>
                <NewsCard article={article} variant="row" eager={index < 3} headingLevel="h2" />
              </GridItem>
            ))}
          </Box>
        );
      }
      return (
        <PosterGrid kind="news" label={channel.name}>
          {newsItems(items).map((article, index) => (
            <GridItem key={article.id}>
              <NewsCard article={article} eager={index < 3} headingLevel="h2" />
            </GridItem>
          ))}
        </PosterGrid>
      );
    default: {
      const titles = titleItems(items);
      if (channel.layout === 'list') {
        return (
          <Box
            role="list"
            aria-label={channel.name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 1,
            }}
          >
            {titles.map((title, index) => (
              <GridItem key={title.id}>
                <TitleListItem title={title} rank={firstRank + index} headingLevel="h2" />
              </GridItem>
            ))}
          </Box>
        );
      }
      if (channel.layout === 'landscape') {
        return (
          <PosterGrid kind="landscape" label={channel.name}>
            {titles.map((title, index) => (
              <GridItem key={title.id}>
                <LandscapeCard title={title} eager={index < 4} headingLevel="h2" />
              </GridItem>
            ))}
          </PosterGrid>
        );
      }
      return (
        <PosterGrid kind="poster" label={channel.name}>
          {titles.map((title, index) => (
            <GridItem key={title.id}>
              <TitleCard title={title} eager={index < EAGER} headingLevel="h2" />
            </GridItem>
          ))}
        </PosterGrid>
      );
    }
  }
}

/** The loading state of a channel's content, with the same grid as the content. */
export function ChannelGridSkeleton({
  channel,
}: {
  channel?: Pick<ChannelSummary, 'content_type' | 'layout'>;
}) {
  if (channel?.content_type === 'person') return <GridSkeleton kind="person" count={12} />;
  if (channel?.content_type === 'news') return <GridSkeleton kind="news" count={6} />;
  if (channel?.layout === 'landscape') return <GridSkeleton kind="landscape" count={8} />;
  return <GridSkeleton kind="poster" count={12} />;
}
