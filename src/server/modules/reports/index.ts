/** The reports module's public surface: other modules reach it only through this file. */
export type { ReportService } from './report-service';
export type { EventRecorder, EventSource } from './event-recorder';
export type { ReportRollUps } from './report-roll-ups';
export { eventSource } from './event-source';
