import type { TitleCard } from '@common/catalogue/catalogue-types';

/** Placeholder: rate, add to watchlist and add to a list, on the title page (issue 5). */
export function TitleActions(_props: { title: TitleCard }) {
  return null;
}
