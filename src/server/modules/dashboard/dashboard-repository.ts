import { toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';

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

/**
 * Read-only aggregates for the admin dashboard; each count is one indexed query.
 * issue 12: owner call — these read the users, roles and sessions tables, which the users, roles
 * and sessions modules own; they move behind those services' count and newest-users methods.
 */
export class DashboardRepository extends Repository {
  async counts(now: Date): Promise<DashboardCounts> {
    const weekAgo = new Date(now.getTime() - 7 * 864e5).toISOString();
    const count = (query: Promise<{ count: string | number | bigint } | undefined>) =>
      query.then((row) => toCount(row?.count));
    const [users, newUsersThisWeek, roles, activeSessions] = await Promise.all([
      // issue 12: owner call (users: count of all users)
      count(
        this.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst(),
      ),
      // issue 12: owner call (users: count of users created since a date)
      count(
        this.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('created_at', '>=', weekAgo)
          .executeTakeFirst(),
      ),
      // issue 12: owner call (roles: count of roles)
      count(
        this.db
          .selectFrom('roles')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst(),
      ),
      // issue 12: owner call (sessions: count of unexpired sessions)
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

  /** issue 12: owner call (users: the newest users, public fields and email). */
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
