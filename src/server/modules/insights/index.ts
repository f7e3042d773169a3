/** The insights module's public surface: other modules reach it only through this file. */
export type { InsightService } from './insight-service';
