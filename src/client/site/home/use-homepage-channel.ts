import type { ChannelPageResponse, TitleCard } from '@common/catalogue/catalogue-types';
import { channelItems, titleItems, type NestedChannel } from '../channels/channel-item-types';
import { useApiQuery } from '../shared/use-api-query';

/** The slug of the channel of channels the front page is built from. */
export const HOMEPAGE_CHANNEL = 'homepage';

/** GET channels/homepage, without params (the server embeds it under 'channels/homepage'). */
export function useHomepageChannel() {
  return useApiQuery<ChannelPageResponse>(
    `channels/${HOMEPAGE_CHANNEL}`,
    {},
    { staleTime: 60_000 },
  );
}

export interface FrontPageLayout {
  /** The channel shown as the hero (a 'hero' layout channel, else the first: trending). */
  hero: { name: string; titles: TitleCard[] } | null;
  /** The channels shown as rows below it. */
  rows: NestedChannel[];
}

/** Splits the homepage channel into its hero and its rows. */
export function frontPageLayout(data: ChannelPageResponse): FrontPageLayout {
  const items = data.content.data;
  if (data.channel.content_type !== 'channel') {
    const titles = titleItems(items);
    return { hero: titles.length ? { name: data.channel.name, titles } : null, rows: [] };
  }
  const nested = channelItems(items).filter((channel) => channel.items.length > 0);
  const heroChannel =
    nested.find((channel) => channel.layout === 'hero') ??
    nested.find((channel) => channel.content_type === 'title');
  const heroTitles = heroChannel ? titleItems(heroChannel.items) : [];
  return {
    hero: heroChannel && heroTitles.length ? { name: heroChannel.name, titles: heroTitles } : null,
    rows: nested.filter((channel) => !(channel === heroChannel && channel.layout === 'hero')),
  };
}
