import type { TitleCard } from '@common/catalogue/catalogue-types';

/** Placeholder: the title page's reviews with the rating distribution (issue 5). */
export function TitleReviewsSection(_props: { title: TitleCard }) {
  return null;
}
