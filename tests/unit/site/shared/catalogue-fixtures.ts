import type {
  ChannelItem,
  ChannelPageResponse,
  ChannelSummary,
  NewsArticleSummary,
  PersonCard,
  TitleCard,
  VideoWithTitle,
} from '@common/catalogue/catalogue-types';

export function buildTitleCard(overrides: Partial<TitleCard> = {}): TitleCard {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 'movie',
    name: `Title ${id}`,
    year: 2001,
    release_date: '2001-05-04',
    poster: `art/poster/${id}.svg`,
    backdrop: `art/backdrop/${id}.svg`,
    rating: 7.4,
    vote_count: 120,
    rating_source: 'IMDb',
    popularity: 50,
    runtime: 112,
    genres: [{ id: 1, name: 'drama', display_name: 'Drama' }],
    ...overrides,
  };
}

export function buildPersonCard(overrides: Partial<PersonCard> = {}): PersonCard {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Person ${id}`,
    image: `art/profile/${id}.svg`,
    known_for: 'Acting',
    popularity: 10,
    known_for_titles: ['Heat', 'Ronin'],
    ...overrides,
  };
}

export function buildNewsSummary(overrides: Partial<NewsArticleSummary> = {}): NewsArticleSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Headline ${id}`,
    slug: `headline-${id}`,
    image: `art/still/${id}.svg`,
    byline: 'Jane Reporter',
    source: 'Cinedex Wire',
    excerpt: 'An opening paragraph.',
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

export function buildChannel(overrides: Partial<ChannelSummary> = {}): ChannelSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Channel ${id}`,
    slug: `channel-${id}`,
    description: null,
    content_type: 'title',
    layout: 'grid',
    restriction: null,
    hide_title: false,
    default_order: 'popularity:desc',
    ...overrides,
  };
}

export const titleItem = (title: TitleCard): ChannelItem => ({ model_type: 'title', ...title });
export const personItem = (person: PersonCard): ChannelItem => ({
  model_type: 'person',
  ...person,
});
export const newsItem = (article: NewsArticleSummary): ChannelItem => ({
  model_type: 'news',
  ...article,
});
export const nestedChannel = (channel: ChannelSummary, items: ChannelItem[]): ChannelItem => ({
  model_type: 'channel',
  ...channel,
  items,
});

export function buildChannelPage(
  channel: ChannelSummary,
  items: ChannelItem[],
  overrides: Partial<ChannelPageResponse> & {
    total?: number;
    page?: number;
    lastPage?: number;
  } = {},
): ChannelPageResponse {
  const { total, page = 1, lastPage = 1, ...rest } = overrides;
  return {
    channel,
    restriction: null,
    content: {
      data: items,
      current_page: page,
      per_page: 24,
      total: total ?? items.length,
      last_page: lastPage,
      from: items.length ? (page - 1) * 24 + 1 : null,
      to: items.length ? (page - 1) * 24 + items.length : null,
    },
    filters: {
      genres: [
        { id: 1, name: 'drama', display_name: 'Drama' },
        { id: 2, name: 'comedy', display_name: 'Comedy' },
      ],
      languages: ['en', 'fr'],
    },
    ...rest,
  };
}

export function buildVideo(overrides: Partial<VideoWithTitle> = {}): VideoWithTitle {
  const id = overrides.id ?? 1;
  return {
    id,
    title_id: 1,
    season_number: null,
    episode_number: null,
    episode_id: null,
    name: `Official trailer ${id}`,
    description: 'The first look.',
    thumbnail: `art/still/${id}.svg`,
    source: 'mp4',
    src: `https://cdn.example.com/videos/${id}.mp4`,
    category: 'trailer',
    quality: '1080p',
    language: 'en',
    duration: 125,
    title: buildTitleCard({ id: 1, name: 'Heat' }),
    episode: null,
    ...overrides,
  };
}
