import type { DashboardResponse } from '@common/api/dashboard';
import type { RoleService } from '../roles';
import type { SessionService } from '../sessions';
import type { UserService } from '../users';

const RECENT_USERS = 8;
const WEEK_MS = 7 * 864e5;

/** The admin dashboard: counts and the newest sign-ups, each asked of the module that owns it. */
export class DashboardService {
  constructor(
    private readonly owners: { users: UserService; roles: RoleService; sessions: SessionService },
  ) {}

  async overview(now: Date): Promise<DashboardResponse> {
    const { users, roles, sessions } = this.owners;
    const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
    const [total, newUsersThisWeek, roleCount, activeSessions, recentUsers] = await Promise.all([
      users.count(),
      users.count(weekAgo),
      roles.count(),
      sessions.countActive(now),
      users.newest(RECENT_USERS),
    ]);
    return {
      counts: { users: total, newUsersThisWeek, roles: roleCount, activeSessions },
      recentUsers,
    };
  }
}
