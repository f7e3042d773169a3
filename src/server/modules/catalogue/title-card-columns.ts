import type { TitleCard } from '@common/catalogue/catalogue-types';

/** The columns a title card shows, as every card query selects them. */
export const TITLE_CARD_COLUMNS = [
  'titles.id',
  'titles.type',
  'titles.name',
  'titles.year',
  'titles.release_date',
  'titles.poster',
  'titles.backdrop',
  'titles.rating',
  'titles.vote_count',
  'titles.rating_source',
  'titles.popularity',
  'titles.runtime',
] as const;

/** A title card as selected, before its genres are added (TitleCardRepository#withGenres). */
export type TitleCardRow = Omit<TitleCard, 'genres' | 'plot' | 'trailer_video_id'>;
