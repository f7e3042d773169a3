import type { DayRange } from '../../db/day-buckets';
import type {
  CommentRecord,
  CommentableType,
  ProfileComment,
  ThreadComment,
} from '@common/api/comments';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import type { Trx } from '../../db/transactions';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import { enforceCreationQuota, isAdmin, type Creator } from '../permissions';
import type { Notifier } from '../notifications';
import type { UserService } from '../users';
import { newCommentNotifications } from './comment-notifications';
import { MAX_COMMENT_DEPTH, pathIds } from './comment-path';
import type { CommentRepository, CommentRow } from './comment-repository';
import type { CommentListQuery, CreateCommentInput, PageQuery } from './comment-schema';
import { removeComment } from './comment-removal';
import { commentableKey, type Commentables } from './commentables';

export const COMMENT_NOT_FOUND = 'Comment not found.';
export const COMMENTABLE_NOT_FOUND = {
  title: 'Title not found.',
  episode: 'Episode not found.',
  news: 'News article not found.',
  list: 'List not found.',
} as const;
export const PARENT_ELSEWHERE = 'The parent comment belongs to something else.';
export const PARENT_DELETED = 'You cannot reply to a deleted comment.';

interface Dependencies {
  comments: CommentRepository;
  commentables: Commentables;
  users: Pick<UserService, 'publicUsers'>;
  notifier: Notifier;
}

/**
 * Threaded comments on titles, episodes, news and public lists. Replies nest up to
 * MAX_COMMENT_DEPTH; a reply to a comment at that depth joins its parent's thread instead.
 * Deleting a comment that has replies keeps its place in the thread without text or author;
 * deleting the last reply of such a comment removes it too. New comments tell the replied-to
 * author and the list's owner (comment-notifications.ts) once committed.
 */
export class CommentService {
  constructor(private readonly deps: Dependencies) {}

  /** Removes every comment on deleted titles, episodes or articles, in the caller's transaction. */
  removeForCommentables(type: CommentableType, ids: number[], trx?: Trx): Promise<void> {
    const comments = trx ? this.deps.comments.bound(trx) : this.deps.comments;
    return comments.deleteForCommentables(type, ids);
  }

  /** One page of root comments, newest first, each with all its replies in reading order. */
  async thread(query: CommentListQuery): Promise<PaginationResponse<ThreadComment>> {
    const { commentable_type: type, commentable_id: id } = query;
    await this.assertCommentable(type, id);
    const { rows, total } = await this.deps.comments.rootPage(type, id, query);
    const replies = await this.deps.comments.repliesOf(
      type,
      id,
      rows.map((root) => root.id),
    );
    const shown = await this.withAuthors([...rows, ...replies.map((reply) => reply.row)]);
    const byRoot = new Map<number, CommentRecord[]>();
    // the replies come in path order, so each root's replies arrive in reading order
    for (const { rootId, row } of replies) {
      const list = byRoot.get(rootId) ?? [];
      list.push(shown.get(row.id)!);
      byRoot.set(rootId, list);
    }
    const data = rows.map((root) => ({
      ...shown.get(root.id)!,
      replies: byRoot.get(root.id) ?? [],
    }));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /** A member's comments that are not deleted, newest first, with what they were written on. */
  async forUser(userId: number, page: PageQuery): Promise<PaginationResponse<ProfileComment>> {
    const { rows, total } = await this.deps.comments.pageForUser(userId, page);
    const [shown, commentables] = await Promise.all([
      this.withAuthors(rows),
      this.deps.commentables.describe(rows),
    ]);
    const data = rows.map((row) => {
      const comment = shown.get(row.id)!;
      const commentable = commentables.get(
        commentableKey(row.commentable_type, row.commentable_id),
      );
      return commentable ? { ...comment, commentable } : comment;
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  /** Comments a member has that are not deleted. */
  countForUser(userId: number): Promise<number> {
    return this.deps.comments.countByUser(userId);
  }

  async create(user: Creator, input: CreateCommentInput): Promise<CommentRecord> {
    await this.assertCommentable(input.commentable_type, input.commentable_id);
    const { id, repliedToUserId } = await this.deps.comments.transaction(async (comments) => {
      const target = input.parent_id ? await this.replyTarget(comments, input) : null;
      const parent = target?.attachTo;
      await enforceCreationQuota(
        user,
        'comments.create',
        { one: 'comment', many: 'comments' },
        () => comments.countByUser(user.id),
      );
      const created = await comments.create(
        {
          user_id: user.id,
          commentable_type: input.commentable_type,
          commentable_id: input.commentable_id,
          parent_id: parent?.id ?? null,
          depth: parent ? Number(parent.depth) + 1 : 0,
          content: input.content,
        },
        parent?.path ?? null,
        nowIso(),
      );
      return { id: created, repliedToUserId: target?.authorId ?? null };
    });
    const comment = await this.shown(id);
    await this.notifyAbout(user.id, comment, repliedToUserId);
    return comment;
  }

  /** Tells the replied-to author and the list's owner, once the comment is committed. */
  private async notifyAbout(
    actorId: number,
    comment: CommentRecord,
    repliedToUserId: number | null,
  ): Promise<void> {
    const { commentable_type: type, commentable_id: commentableId, user: actor } = comment;
    // a comment not (yet) published shows no author, and tells no one
    if (!actor) return;
    if ((repliedToUserId === null || repliedToUserId === actorId) && type !== 'list') return;
    const { commentables, notifier } = this.deps;
    const [listOwnerId, described] = await Promise.all([
      commentables.ownerOf(type, commentableId),
      commentables.describe([comment]),
    ]);
    const requests = newCommentNotifications({
      actor,
      comment,
      commentable: described.get(commentableKey(type, commentableId)),
      repliedToUserId,
      listOwnerId,
    });
    for (const request of requests) await notifier.notify(request);
  }

  async update(user: Creator, commentId: number, content: string): Promise<CommentRecord> {
    await this.deps.comments.transaction(async (comments) => {
      const comment = await this.ownedComment(comments, user, commentId);
      await comments.updateContent(comment.id, content, nowIso());
    });
    return this.shown(commentId);
  }

  delete(user: Creator, commentId: number): Promise<void> {
    return this.deps.comments.transaction(async (comments) => {
      const comment = await this.ownedComment(comments, user, commentId);
      await removeComment(comments, comment, nowIso());
    });
  }

  /** A comment with its author, once the transaction that wrote it is over. */
  private async shown(commentId: number): Promise<CommentRecord> {
    const row = await this.deps.comments.findById(commentId);
    const comment = row ? (await this.withAuthors([row])).get(row.id) : undefined;
    if (!comment) throw new NotFoundError(COMMENT_NOT_FOUND);
    return comment;
  }

  /** Comments by id with their authors' public faces, read in one call (none for deleted ones). */
  private async withAuthors(rows: CommentRow[]): Promise<Map<number, CommentRecord>> {
    const authors = await this.deps.users.publicUsers(
      rows.filter((row) => !row.deleted && row.status === 'published').map((row) => row.user_id),
    );
    return new Map(rows.map((row) => [row.id, toComment(row, authors.get(row.user_id) ?? null)]));
  }

  private async assertCommentable(type: CommentableType, id: number): Promise<void> {
    if (!(await this.deps.commentables.exists(type, id))) {
      throw new NotFoundError(COMMENTABLE_NOT_FOUND[type]);
    }
  }

  /**
   * The comment a reply attaches to: the parent, or, past the depth limit, the parent's
   * ancestor at the deepest allowed level; and the parent's author, whom the reply answers. The
   * parent must be on the same thing and not deleted.
   */
  private async replyTarget(
    comments: CommentRepository,
    input: CreateCommentInput,
  ): Promise<{ attachTo: CommentRow; authorId: number }> {
    const parent = await comments.findById(input.parent_id!);
    if (
      !parent ||
      parent.commentable_type !== input.commentable_type ||
      parent.commentable_id !== input.commentable_id
    ) {
      throw new InvalidError({ parent_id: [PARENT_ELSEWHERE] });
    }
    if (parent.deleted || parent.status !== 'published') {
      throw new InvalidError({ parent_id: [PARENT_DELETED] });
    }
    const authorId = parent.user_id;
    if (Number(parent.depth) < MAX_COMMENT_DEPTH) return { attachTo: parent, authorId };
    const ancestorId = pathIds(parent.path)[MAX_COMMENT_DEPTH - 1]!;
    return { attachTo: (await comments.findById(ancestorId)) ?? parent, authorId };
  }

  private async ownedComment(comments: CommentRepository, user: Creator, commentId: number) {
    const comment = await comments.findById(commentId);
    if (!comment || comment.deleted) throw new NotFoundError(COMMENT_NOT_FOUND);
    if (comment.user_id !== user.id && !isAdmin(user)) throw new ForbiddenError();
    return comment;
  }

  /** How many were created in the range (the admin reports' headline figures). */
  countCreated(range: DayRange): Promise<number> {
    return this.deps.comments.countCreated(range);
  }
}

/**
 * A deleted comment keeps its place in the thread without its text or author; so does one a
 * moderator hid or deleted (the public cannot tell them apart).
 */
export function toComment(row: CommentRow, author: CommentRecord['user']): CommentRecord {
  const deleted = Boolean(row.deleted) || row.status !== 'published';
  return {
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    parent_id: row.parent_id,
    depth: Number(row.depth),
    content: deleted ? '' : row.content,
    deleted,
    user: deleted ? null : author,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
