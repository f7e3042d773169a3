import type { CommentableType } from '@common/catalogue/catalogue-types';

/** Placeholder: threaded comments on a title, episode or news article (issue 5). */
export function CommentsSection(_props: {
  commentableType: CommentableType;
  commentableId: number;
}) {
  return null;
}
