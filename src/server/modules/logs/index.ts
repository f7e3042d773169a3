/** The logs module's public surface: other modules reach it only through this file. */
export type { ErrorLog, ErrorLogEntry } from './error-log';
export type { ErrorLogReader } from './error-log-reader';
export type { OutgoingEmailEntry, OutgoingEmailLogService } from './outgoing-email-log-service';
export type { ScheduleRun, ScheduleRunRegistry } from './schedule-run-registry';
