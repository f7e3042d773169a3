import type { Comment } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { forbidden, notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { enforceCreationQuota, isAdmin, type Creator } from '../permissions/creation-quota';
import { MAX_COMMENT_DEPTH, pathIds } from './comment-path';
import { CommentRepository, type CommentRow, type PageRequest } from './comment-repository';
import type { CommentListQuery, CreateCommentInput } from './comment-schema';
import { withCommentables } from './commentables';

export const COMMENT_NOT_FOUND = 'Comment not found.';
export const COMMENTABLE_NOT_FOUND = {
  title: 'Title not found.',
  episode: 'Episode not found.',
  news: 'News article not found.',
} as const;
export const PARENT_ELSEWHERE = 'The parent comment belongs to something else.';
export const PARENT_DELETED = 'You cannot reply to a deleted comment.';

/**
 * Threaded comments on titles, episodes and news. Replies nest up to MAX_COMMENT_DEPTH; a reply
 * to a comment at that depth joins its parent's thread instead. Deleting a comment that has
 * replies keeps its place in the thread without text or author; deleting the last reply of
 * such a comment removes it too.
 */
export class CommentService {
  constructor(private readonly db: Db) {}

  /** One page of root comments, newest first, each with all its replies in reading order. */
  async thread(query: CommentListQuery): Promise<PaginationResponse<Comment>> {
    const comments = new CommentRepository(this.db);
    const { commentable_type: type, commentable_id: id } = query;
    if (!(await comments.commentableExists(type, id))) {
      throw notFound(COMMENTABLE_NOT_FOUND[type]);
    }
    const { rows, total } = await comments.rootPage(type, id, query);
    const replies = await comments.repliesOf(
      type,
      id,
      rows.map((root) => root.id),
    );
    const byRoot = new Map<number, Comment[]>();
    // the replies come in path order, so each root's replies arrive in reading order
    for (const { rootId, comment } of replies) {
      const list = byRoot.get(rootId) ?? [];
      list.push(comment);
      byRoot.set(rootId, list);
    }
    const data = rows.map((root) => ({ ...root, replies: byRoot.get(root.id) ?? [] }));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /** A member's comments that are not deleted, newest first, with what they were written on. */
  async forUser(userId: number, page: PageRequest): Promise<PaginationResponse<Comment>> {
    const { rows, total } = await new CommentRepository(this.db).pageForUser(userId, page);
    const data = await withCommentables(this.db, rows);
    return paginationResponse(data, total, page.page, page.perPage);
  }

  create(user: Creator, input: CreateCommentInput): Promise<Comment> {
    return this.db.transaction().execute(async (trx) => {
      const comments = new CommentRepository(trx);
      const { commentable_type: type, commentable_id: id } = input;
      if (!(await comments.commentableExists(type, id))) {
        throw notFound(COMMENTABLE_NOT_FOUND[type]);
      }
      const parent = input.parent_id ? await this.replyTarget(comments, input) : null;
      await enforceCreationQuota(
        user,
        'comments.create',
        { one: 'comment', many: 'comments' },
        () => comments.countByUser(user.id),
      );
      const newId = await comments.create(
        {
          user_id: user.id,
          commentable_type: type,
          commentable_id: id,
          parent_id: parent?.id ?? null,
          depth: parent ? Number(parent.depth) + 1 : 0,
          content: input.content,
        },
        parent?.path ?? null,
        nowIso(),
      );
      return (await comments.shown(newId))!;
    });
  }

  update(user: Creator, commentId: number, content: string): Promise<Comment> {
    return this.db.transaction().execute(async (trx) => {
      const comments = new CommentRepository(trx);
      const comment = await this.ownedComment(comments, user, commentId);
      await comments.updateContent(comment.id, content, nowIso());
      return (await comments.shown(comment.id))!;
    });
  }

  delete(user: Creator, commentId: number): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const comments = new CommentRepository(trx);
      const comment = await this.ownedComment(comments, user, commentId);
      if (await comments.hasReplies(comment.id)) {
        await comments.markDeleted(comment.id, nowIso());
        return;
      }
      await comments.delete(comment.id);
      // a deleted comment kept only for its replies goes once its last reply is gone
      let parentId = comment.parent_id;
      while (parentId !== null) {
        const parent = await comments.findById(parentId);
        if (!parent || !parent.deleted || (await comments.hasReplies(parent.id))) break;
        await comments.delete(parent.id);
        parentId = parent.parent_id;
      }
    });
  }

  /**
   * The comment a reply attaches to: the parent, or, past the depth limit, the parent's
   * ancestor at the deepest allowed level. The parent must be on the same thing and not deleted.
   */
  private async replyTarget(
    comments: CommentRepository,
    input: CreateCommentInput,
  ): Promise<CommentRow> {
    const parent = await comments.findById(input.parent_id!);
    if (
      !parent ||
      parent.commentable_type !== input.commentable_type ||
      parent.commentable_id !== input.commentable_id
    ) {
      throw validationError({ parent_id: [PARENT_ELSEWHERE] });
    }
    if (parent.deleted) throw validationError({ parent_id: [PARENT_DELETED] });
    if (Number(parent.depth) < MAX_COMMENT_DEPTH) return parent;
    const ancestorId = pathIds(parent.path)[MAX_COMMENT_DEPTH - 1]!;
    return (await comments.findById(ancestorId)) ?? parent;
  }

  private async ownedComment(comments: CommentRepository, user: Creator, commentId: number) {
    const comment = await comments.findById(commentId);
    if (!comment || comment.deleted) throw notFound(COMMENT_NOT_FOUND);
    if (comment.user_id !== user.id && !isAdmin(user)) throw forbidden();
    return comment;
  }
}
