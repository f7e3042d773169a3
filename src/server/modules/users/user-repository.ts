import { rangeBounds, type DayRange } from '../../db/day-buckets';
import { sql, type Insertable, type Selectable } from 'kysely';
import { matchesText } from '../../db/text-search';
import { nowIso, toCount } from '../../db/dialect';
import type { UsersTable } from './users-tables';
import { Repository } from '../../db/transactions';
import type { PublicUser } from '@common/catalogue/catalogue-types';
import { toPublicUser } from './public-user';

export type UserRow = Selectable<UsersTable>;
export type NewestUser = Pick<UserRow, 'id' | 'name' | 'email' | 'image' | 'created_at'>;

/** A member as admin lists of other modules show them. */
export interface UserContact {
  id: number;
  name: string;
  email: string;
  image: string | null;
}

export class UserRepository extends Repository {
  /** Public users (name and image) by id, in one query. */
  async publicUsers(ids: number[]): Promise<Map<number, PublicUser>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'image'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, toPublicUser(row)]));
  }

  /** Members with their email (admin lists of other modules: subscriptions), in one query. */
  async contacts(ids: number[]): Promise<Map<number, UserContact>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'image'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Ids of members whose name or email contains the query (ignoring case), at most `limit`. */
  async idsMatching(query: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where(matchesText(['name', 'email'], query))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Members whose name contains the query (ignoring case), by name: an autocomplete's options. */
  async searchPublic(query: string, limit: number): Promise<PublicUser[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'image'])
      .where(matchesText(['name'], query))
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toPublicUser);
  }

  /** When each of these users was banned, for the banned ones among them, in one query. */
  async bannedAmong(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'banned_at'])
      .where('id', 'in', unique)
      .where('banned_at', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.id, row.banned_at!]));
  }

  /** Up to `limit` ids of members who are not banned, in id order after `afterId`. */
  async activeIdsAfter(afterId: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('banned_at', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Ids of banned members (follows and other member lists leave them out). */
  async bannedIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('banned_at', 'is not', null)
      .execute();
    return rows.map((row) => row.id);
  }

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  /** The ids of the accounts with these (lower-case) emails, by email; one query. */
  async idsByEmail(emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', emails)
      .execute();
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  /** How many users there are, or how many signed up at or after `since` (ISO time). */
  async count(since?: string): Promise<number> {
    let query = this.db.selectFrom('users').select((eb) => eb.fn.countAll().as('count'));
    if (since) query = query.where('created_at', '>=', since);
    const { count } = await query.executeTakeFirstOrThrow();
    return Number(count);
  }

  /** The latest sign-ups, newest first. */
  newest(limit: number): Promise<NewestUser[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'image', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async create(
    values: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>,
  ): Promise<UserRow> {
    const now = nowIso();
    return this.db
      .insertInto('users')
      .values({
        ...values,
        email: values.email.trim().toLowerCase(),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets email_verified_at unless it is already set. */
  async markEmailVerified(id: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', id)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  /** Stores a new password hash. */
  async updatePassword(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password: passwordHash, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Rows created in the range (the admin reports' headline figures). */
  async countCreated(range: DayRange): Promise<number> {
    const { start, end } = rangeBounds(range);
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirst();
    return toCount(row?.count);
  }
}
