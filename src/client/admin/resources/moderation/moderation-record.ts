import type {
  ModeratedComment,
  ModeratedReview,
  ModerationFilter,
  ModerationStatus,
  ReportReason,
} from '@common/api/moderation';

export type ModerationResource = 'comments' | 'reviews';
export type ModeratedRecord = ModeratedComment | ModeratedReview;

/** A moderator's decision on items; delete goes through react-admin's (undoable) delete. */
export type ModerationDecision = 'approve' | 'hide' | 'restore';
export type ModerationAction = ModerationDecision | 'delete';

/**
 * The actions that would change an item: approving settles reports (or republishes), the others
 * move it to another state. A comment its author deleted has nothing left to moderate.
 */
export function availableActions(
  record: Pick<ModeratedRecord, 'status' | 'reports_count'> & { deleted?: boolean },
): ModerationAction[] {
  if (record.deleted) return [];
  const actions: ModerationAction[] = [];
  if (record.status !== 'published' || record.reports_count > 0) actions.push('approve');
  if (record.status !== 'hidden') actions.push('hide');
  if (record.status !== 'deleted') actions.push('delete');
  if (record.status !== 'published') actions.push('restore');
  return actions;
}

/** English labels (translated where shown). */
export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approve',
  hide: 'Hide',
  delete: 'Delete',
  restore: 'Restore',
};

export const STATUS_LABELS: Record<ModerationStatus, string> = {
  published: 'Published',
  hidden: 'Hidden',
  deleted: 'Deleted',
};

export const FILTER_LABELS: Record<ModerationFilter, string> = {
  ...STATUS_LABELS,
  reported: 'Reported',
};

export { REPORT_REASON_LABELS as REASON_LABELS } from '@common/moderation/report-reason-labels';

/** What the notice says after a decision, from how many items it changed. */
export function decisionNotice(
  decision: ModerationDecision,
  changed: number,
): { message: string; count: number } {
  if (changed === 0) return { message: 'Nothing to change.', count: 0 };
  const messages: Record<ModerationDecision, string> = {
    approve: changed === 1 ? '1 item approved.' : ':count items approved.',
    hide: changed === 1 ? '1 item hidden.' : ':count items hidden.',
    restore: changed === 1 ? '1 item restored.' : ':count items restored.',
  };
  return { message: messages[decision], count: changed };
}

/** Counts of each reason among an item's open reports, most frequent first. */
export function reasonCounts(
  reports: Array<{ reason: ReportReason }>,
): Array<{ reason: ReportReason; count: number }> {
  const counts = new Map<ReportReason, number>();
  for (const { reason } of reports) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count);
}
