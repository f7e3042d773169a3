import { rangeBounds, type DayRange } from '../../db/day-buckets';
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { CommentableType } from '@common/api/comments';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import { COMMENT_PATH_WIDTH, commentPath, pathIds, pathSegment } from './comment-path';
import type { PageQuery } from './comment-schema';
import type { CommentsTable } from './comments-tables';

export type CommentRow = Selectable<CommentsTable>;

/** A comment the public sees in full: published by the moderators and not deleted by its author. */
const PUBLIC_TEXT = sql<SqlBool>`(comments.status = 'published' and comments.deleted = 0)`;

/**
 * A comment the public sees in its thread: in full, or, when hidden or deleted, as a placeholder
 * holding the place of replies the public does see.
 */
const IN_PUBLIC_THREAD = sql<SqlBool>`(${PUBLIC_TEXT} or exists (
  select 1 from comments as reply
  where reply.commentable_type = comments.commentable_type
    and reply.commentable_id = comments.commentable_id
    and reply.path like comments.path || '.%'
    and reply.status = 'published' and reply.deleted = 0))`;

/** The only Kysely code of comments; authors are added by the service. */
export class CommentRepository extends Repository {
  findById(id: number): Promise<CommentRow | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Comments a member has that the public sees (profile counts, the comments quota). */
  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where(PUBLIC_TEXT)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** A page of a thing's root comments, newest first, and their total. */
  rootPage(
    type: CommentableType,
    id: number,
    page: PageQuery,
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const base = this.db
      .selectFrom('comments')
      .where('commentable_type', '=', type)
      .where('commentable_id', '=', id)
      .where('parent_id', 'is', null)
      .where(IN_PUBLIC_THREAD);
    return fetchPage<CommentRow>(base, { ...page, orderBy: 'created_at', orderDir: 'desc' });
  }

  /** Every reply under the given roots, in reading order (by path), with its root's id; one query. */
  async repliesOf(
    type: CommentableType,
    id: number,
    rootIds: number[],
  ): Promise<Array<{ rootId: number; row: CommentRow }>> {
    if (!rootIds.length) return [];
    const rows = await this.db
      .selectFrom('comments')
      .selectAll()
      .where('commentable_type', '=', type)
      .where('commentable_id', '=', id)
      .where('parent_id', 'is not', null)
      .where(IN_PUBLIC_THREAD)
      .where(
        sql<string>`substr(path, 1, ${sql.lit(COMMENT_PATH_WIDTH)})`,
        'in',
        rootIds.map(pathSegment),
      )
      .orderBy('path')
      .execute();
    return rows.map((row) => ({ rootId: pathIds(row.path)[0]!, row }));
  }

  /** A page of every comment on a thing (replies and deleted ones too), newest first (moderation). */
  pageForCommentable(
    type: CommentableType,
    id: number,
    page: PageQuery,
  ): Promise<{ rows: CommentRow[]; total: number }> {
    const base = this.db
      .selectFrom('comments')
      .where('commentable_type', '=', type)
      .where('commentable_id', '=', id);
    return fetchPage<CommentRow>(base, { ...page, orderBy: 'created_at', orderDir: 'desc' });
  }

  /** The comments with these ids, deepest first (so replies go before what they answer). */
  findMany(ids: number[]): Promise<CommentRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('comments')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('depth', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** A page of a member's comments that the public sees, newest first, and their total. */
  pageForUser(userId: number, page: PageQuery): Promise<{ rows: CommentRow[]; total: number }> {
    const base = this.db.selectFrom('comments').where('user_id', '=', userId).where(PUBLIC_TEXT);
    return fetchPage<CommentRow>(base, { ...page, orderBy: 'created_at', orderDir: 'desc' });
  }

  /** Inserts a comment and then writes its path, which needs its id. */
  async create(
    values: Pick<
      CommentRow,
      'user_id' | 'commentable_type' | 'commentable_id' | 'parent_id' | 'depth' | 'content'
    >,
    parentPath: string | null,
    now: string,
  ): Promise<number> {
    const { id } = await this.db
      .insertInto('comments')
      .values({ ...values, path: '', deleted: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db
      .updateTable('comments')
      .set({ path: commentPath(parentPath, id) })
      .where('id', '=', id)
      .execute();
    return id;
  }

  async updateContent(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('comments')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async hasReplies(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('comments')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Keeps the comment in its thread, without its text. */
  async markDeleted(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('comments')
      .set({ content: '', deleted: 1, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Removes every comment on the given titles, episodes or articles (replies included). */
  async deleteForCommentables(type: CommentableType, ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('comments')
      .where('commentable_type', '=', type)
      .where('commentable_id', 'in', ids)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }

  /** Rows created in the range (the admin reports' headline figures). */
  async countCreated(range: DayRange): Promise<number> {
    const { start, end } = rangeBounds(range);
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirst();
    return toCount(row?.count);
  }
}
