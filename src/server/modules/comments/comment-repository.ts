import { sql, type Kysely, type Selectable } from 'kysely';
import type { Comment, CommentableType } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/dialect';
import { toPublicUser } from '../users';
import { COMMENT_PATH_WIDTH, commentPath, pathIds, pathSegment } from './comment-path';
import type { CommentsTable } from './comments-tables';

export type CommentRow = Selectable<CommentsTable>;

interface CommentWithUserRow extends CommentRow {
  user_name: string;
  user_image: string | null;
}

export interface PageRequest {
  page: number;
  perPage: number;
}

/** A deleted comment keeps its place in the thread without its text or author. */
export function toComment(row: CommentWithUserRow): Comment {
  const deleted = Boolean(row.deleted);
  return {
    id: row.id,
    commentable_type: row.commentable_type,
    commentable_id: row.commentable_id,
    parent_id: row.parent_id,
    depth: Number(row.depth),
    content: deleted ? '' : row.content,
    deleted,
    user: deleted
      ? null
      : toPublicUser({ id: row.user_id, name: row.user_name, image: row.user_image }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The only Kysely code of comments. */
export class CommentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private withUser() {
    return this.db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .selectAll('comments')
      .select(['users.name as user_name', 'users.image as user_image']);
  }

  async commentableExists(type: CommentableType, id: number): Promise<boolean> {
    const table = { title: 'titles', episode: 'episodes', news: 'news_articles' } as const;
    const row = await this.db
      .selectFrom(table[type])
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  findById(id: number): Promise<CommentRow | undefined> {
    return this.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async shown(id: number): Promise<Comment | undefined> {
    const row = await this.withUser().where('comments.id', '=', id).executeTakeFirst();
    return row ? toComment(row) : undefined;
  }

  /** Comments a member has that are not deleted (what the comments quota counts). */
  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    return toCount(row.count);
  }

  /** A page of a thing's root comments, newest first, and their total. */
  async rootPage(
    type: CommentableType,
    id: number,
    page: PageRequest,
  ): Promise<{ rows: Comment[]; total: number }> {
    const base = this.db
      .selectFrom('comments')
      .where('commentable_type', '=', type)
      .where('commentable_id', '=', id)
      .where('parent_id', 'is', null);
    const [rows, total] = await Promise.all([
      this.withUser()
        .where('comments.commentable_type', '=', type)
        .where('comments.commentable_id', '=', id)
        .where('comments.parent_id', 'is', null)
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toComment), total: toCount(total.count) };
  }

  /** Every reply under the given roots, in reading order (by path), with its root's id; one query. */
  async repliesOf(
    type: CommentableType,
    id: number,
    rootIds: number[],
  ): Promise<Array<{ rootId: number; comment: Comment }>> {
    if (!rootIds.length) return [];
    const rows = await this.withUser()
      .where('comments.commentable_type', '=', type)
      .where('comments.commentable_id', '=', id)
      .where('comments.parent_id', 'is not', null)
      .where(
        sql<string>`substr(comments.path, 1, ${sql.lit(COMMENT_PATH_WIDTH)})`,
        'in',
        rootIds.map(pathSegment),
      )
      .orderBy('comments.path')
      .execute();
    return rows.map((row) => ({ rootId: pathIds(row.path)[0]!, comment: toComment(row) }));
  }

  /** A page of a member's comments that are not deleted, newest first, and their total. */
  async pageForUser(
    userId: number,
    page: PageRequest,
  ): Promise<{ rows: Comment[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.withUser()
        .where('comments.user_id', '=', userId)
        .where('comments.deleted', '=', 0)
        .orderBy('comments.created_at', 'desc')
        .orderBy('comments.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      this.countByUser(userId),
    ]);
    return { rows: rows.map(toComment), total };
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

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('comments').where('id', '=', id).execute();
  }
}
