import { addDays } from '../domain/day-range';
import type { ReportRollUps } from '../modules/reports';
import type { ScheduledTask } from './scheduler';

const HOUR = 60 * 60 * 1000;
/** How far back a run looks for days never rolled up (the longest report range). */
const LOOK_BACK_DAYS = 366;

/**
 * reports:roll-up — counts each finished day of visits and plays into the daily roll-ups the
 * reports read: yesterday again (events written just after midnight), and any day of the last
 * year never rolled up (the server was down that night). Idempotent.
 */
export function reportRollUpTask(rollUps: ReportRollUps): ScheduledTask {
  return {
    name: 'reports:roll-up',
    intervalMs: HOUR,
    async run({ now }) {
      const today = now.toISOString().slice(0, 10);
      const yesterday = addDays(today, -1);
      await rollUps.rollUp(yesterday);
      const missing = await rollUps.rollUpMissing(
        { from: addDays(today, -LOOK_BACK_DAYS), to: yesterday },
        today,
      );
      return `Rolled up ${yesterday} and ${missing} missing day${missing === 1 ? '' : 's'}.`;
    },
  };
}
