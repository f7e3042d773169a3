import Box from '@mui/material/Box';
import { channelUrl } from '@common/catalogue/catalogue-urls';
import { Carousel } from '../shared/carousel';
import { LandscapeCard } from '../shared/landscape-card';
import { NewsCard } from '../shared/news-card';
import { PersonCard } from '../shared/person-card';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { SectionHeader } from '../shared/section-header';
import { TitleCard } from '../shared/title-card';
import { ChannelHero } from './channel-hero';
import {
  newsItems,
  personDescription,
  personItems,
  titleItems,
  type NestedChannel,
} from './channel-item-types';
import { TitleListItem } from './title-list-item';

interface ChannelRowProps {
  channel: NestedChannel;
  /** Load the first images eagerly (the row is above the fold). */
  eager?: boolean;
}

const EAGER_ITEMS = 6;

/** One nested channel as a homepage row, drawn by its content type and layout. */
export function ChannelRow({ channel, eager }: ChannelRowProps) {
  const titleId = `channel-row-${channel.id}`;
  const header = {
    title: channel.name,
    titleId,
    hideTitle: channel.hide_title,
    seeAllTo: channelUrl(channel),
  };
  if (!channel.items.length) return null;

  if (channel.content_type === 'news' || channel.layout === 'news') {
    return (
      <Box component="section" aria-labelledby={titleId}>
        <SectionHeader {...header} />
        <Box
          role="list"
          aria-labelledby={titleId}
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
            gap: { xs: 3, md: 2.5 },
          }}
        >
          {newsItems(channel.items)
            .slice(0, 4)
            .map((article) => (
              <GridItem key={article.id}>
                <NewsCard article={article} />
              </GridItem>
            ))}
        </Box>
      </Box>
    );
  }

  if (channel.content_type === 'person') {
    return (
      <Carousel {...header} itemKind="person">
        {personItems(channel.items).map((person, index) => (
          <PersonCard
            key={person.id}
            person={person}
            description={personDescription(person)}
            eager={eager && index < EAGER_ITEMS}
          />
        ))}
      </Carousel>
    );
  }

  const titles = titleItems(channel.items);
  switch (channel.layout) {
    case 'hero':
      return <ChannelHero titles={titles} label={channel.name} />;
    case 'landscape':
      return (
        <Carousel {...header} itemKind="landscape">
          {titles.map((title, index) => (
            <LandscapeCard key={title.id} title={title} eager={eager && index < 3} />
          ))}
        </Carousel>
      );
    case 'grid':
      return (
        <Box component="section" aria-labelledby={titleId}>
          <SectionHeader {...header} />
          <PosterGrid kind="poster">
            {titles.slice(0, 12).map((title, index) => (
              <GridItem key={title.id}>
                <TitleCard title={title} eager={eager && index < EAGER_ITEMS} />
              </GridItem>
            ))}
          </PosterGrid>
        </Box>
      );
    case 'list':
      return (
        <Box component="section" aria-labelledby={titleId}>
          <SectionHeader {...header} />
          <Box
            role="list"
            aria-labelledby={titleId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 1,
            }}
          >
            {titles.slice(0, 10).map((title, index) => (
              <GridItem key={title.id}>
                <TitleListItem title={title} rank={index + 1} />
              </GridItem>
            ))}
          </Box>
        </Box>
      );
    default:
      return (
        <Carousel {...header}>
          {titles.map((title, index) => (
            <TitleCard key={title.id} title={title} eager={eager && index < EAGER_ITEMS} />
          ))}
        </Carousel>
      );
  }
}

/** A channel of channels: each nested channel as a row, spaced like a front page. */
export function ChannelRows({ channels }: { channels: NestedChannel[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 5, md: 6 } }}>
      {channels.map((channel, index) => (
        <ChannelRow key={channel.id} channel={channel} eager={index === 0} />
      ))}
    </Box>
  );
}
