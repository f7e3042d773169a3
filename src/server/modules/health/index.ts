/** The health module's public surface: other modules reach it only through this file. */
export type { HealthService } from './health-service';
