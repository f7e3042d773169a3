import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';

export interface DashboardCounts {
  users: number;
  newUsersThisWeek: number;
  roles: number;
  activeSessions: number;
}

export interface RecentUser {
  id: number;
  name: string;
  email: string;
  image: string | null;
  created_at: string;
}

/** Read-only aggregates for the admin dashboard; each count is one indexed query. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async counts(now: Date): Promise<DashboardCounts> {
    const weekAgo = new Date(now.getTime() - 7 * 864e5).toISOString();
    const count = (query: Promise<{ count: string | number | bigint } | undefined>) =>
      query.then((row) => toCount(row?.count));
    const [users, newUsersThisWeek, roles, activeSessions] = await Promise.all([
      count(
        this.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('created_at', '>=', weekAgo)
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('roles')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('expires_at', '>', now.toISOString())
          .executeTakeFirst(),
      ),
    ]);
    return { users, newUsersThisWeek, roles, activeSessions };
  }

  recentUsers(limit: number): Promise<RecentUser[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'image', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
