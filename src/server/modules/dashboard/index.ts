/** The dashboard module's public surface: other modules reach it only through this file. */
export type { DashboardService } from './dashboard-service';
