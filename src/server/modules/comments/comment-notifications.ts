import type { Commentable, CommentRecord } from '@common/api/comments';
import type { PublicUser } from '@common/api/profiles';
import { boldName, excerpt } from '@common/text/notification-text';
import type { NotificationRequest } from '../notifications';

export interface NewCommentFacts {
  actor: PublicUser;
  comment: CommentRecord;
  /** What it was written on, when it still exists. */
  commentable: Commentable | undefined;
  /** The author of the comment it replies to, if a reply. */
  repliedToUserId: number | null;
  /** The owner of the list it was written on, if on a list. */
  listOwnerId: number | null;
}

/**
 * Who hears of a new comment: the author of the comment it answers (comment_reply) and the owner
 * of the list it is on (list_activity), never its own author; a reply to the list's owner on
 * their list reaches them once, as a reply.
 */
export function newCommentNotifications(facts: NewCommentFacts): NotificationRequest[] {
  const { actor, comment, commentable, repliedToUserId, listOwnerId } = facts;
  const requests: NotificationRequest[] = [];
  const where = commentable ? ` on ${commentable.name}` : '';
  const listName = commentable ? ` ${commentable.name}` : '';
  const base = (label: string) => ({
    mainAction: commentable ? { action: commentable.url, label } : null,
    image: actor.image,
  });
  const quote = { type: 'other' as const, content: excerpt(comment.content) };
  const replyTo = repliedToUserId !== null && repliedToUserId !== actor.id ? repliedToUserId : null;
  if (replyTo !== null) {
    requests.push({
      type: 'comment_reply',
      recipientIds: [replyTo],
      subject: `${actor.name} replied to your comment`,
      data: {
        ...base('View comment'),
        lines: [
          { type: 'primary', content: `${boldName(actor.name)} replied to your comment${where}` },
          quote,
        ],
      },
    });
  }
  if (listOwnerId !== null && listOwnerId !== actor.id && listOwnerId !== replyTo) {
    requests.push({
      type: 'list_activity',
      recipientIds: [listOwnerId],
      subject: `${actor.name} commented on your list`,
      data: {
        ...base('View list'),
        lines: [
          { type: 'primary', content: `${boldName(actor.name)} commented on your list${listName}` },
          quote,
        ],
      },
    });
  }
  return requests;
}
