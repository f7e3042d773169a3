import type { DashboardResponse } from '@common/api/dashboard';
import type { DashboardRepository } from './dashboard-repository';

const RECENT_USERS = 8;

/** The admin dashboard: counts and the newest sign-ups. */
export class DashboardService {
  constructor(private readonly dashboard: DashboardRepository) {}

  async overview(now: Date): Promise<DashboardResponse> {
    const [counts, recentUsers] = await Promise.all([
      this.dashboard.counts(now),
      this.dashboard.recentUsers(RECENT_USERS),
    ]);
    return { counts, recentUsers };
  }
}
