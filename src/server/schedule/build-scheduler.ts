import type { ScheduleRunRegistry } from '../modules/logs';
import type { ReportRollUps } from '../modules/reports';
import { reportRollUpTask } from './report-roll-up-task';
import { Scheduler } from './scheduler';
import { uploadCleanupTask } from './upload-cleanup-task';

/** A minute after start, then each task on its interval. */
const FIRST_RUN_AFTER_MS = 60_000;

/** The app's scheduled tasks. */
export function buildScheduler(
  runs: ScheduleRunRegistry,
  services: Parameters<typeof uploadCleanupTask>[0] & { reportRollUps: ReportRollUps },
): Scheduler {
  const scheduler = new Scheduler(runs, { firstRunAfterMs: FIRST_RUN_AFTER_MS });
  scheduler.register(uploadCleanupTask(services));
  scheduler.register(reportRollUpTask(services.reportRollUps));
  return scheduler;
}
