import type {
  ChannelItem,
  NewsArticleSummary,
  PersonCard,
  TitleCard,
} from '@common/catalogue/catalogue-types';

export type NestedChannel = Extract<ChannelItem, { model_type: 'channel' }>;

export const titleItems = (items: ChannelItem[]): TitleCard[] =>
  items.filter(
    (item): item is Extract<ChannelItem, { model_type: 'title' }> => item.model_type === 'title',
  );

export const personItems = (items: ChannelItem[]): PersonCard[] =>
  items.filter(
    (item): item is Extract<ChannelItem, { model_type: 'person' }> => item.model_type === 'person',
  );

export const newsItems = (items: ChannelItem[]): NewsArticleSummary[] =>
  items.filter(
    (item): item is Extract<ChannelItem, { model_type: 'news' }> => item.model_type === 'news',
  );

export const channelItems = (items: ChannelItem[]): NestedChannel[] =>
  items.filter((item): item is NestedChannel => item.model_type === 'channel');

/** The line under a person's name: a few known-for titles, or their department. */
export const personDescription = (person: PersonCard): string | null =>
  person.known_for_titles.length
    ? person.known_for_titles.slice(0, 2).join(', ')
    : person.known_for;
