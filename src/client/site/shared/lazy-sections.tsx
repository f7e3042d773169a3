import { lazy, Suspense, type ComponentProps } from 'react';
import type { CommentsSection as CommentsSectionComponent } from '../comments/comments-section';
import type { TitleReviewsSection as TitleReviewsSectionComponent } from '../reviews/title-reviews-section';

const TitleReviewsSection = lazy(async () => ({
  default: (await import('../reviews/title-reviews-section')).TitleReviewsSection,
}));
const CommentsSection = lazy(async () => ({
  default: (await import('../comments/comments-section')).CommentsSection,
}));

/*
 * Reviews and comments sit below a page's fold, with their forms, menus and dialogs: their code
 * is a chunk of its own, not part of what a page evaluates before it is interactive. The server
 * renders them as usual; in the browser, React hydrates the rest of the page first and each of
 * these once its code has arrived (a Suspense boundary keeps the server's markup meanwhile).
 */

export function LazyTitleReviewsSection(
  props: ComponentProps<typeof TitleReviewsSectionComponent>,
) {
  return (
    <Suspense fallback={null}>
      <TitleReviewsSection {...props} />
    </Suspense>
  );
}

export function LazyCommentsSection(props: ComponentProps<typeof CommentsSectionComponent>) {
  return (
    <Suspense fallback={null}>
      <CommentsSection {...props} />
    </Suspense>
  );
}
