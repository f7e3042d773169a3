import { isApiError } from '@client/http/api-error';

export { REPORT_REASON_LABELS } from '@common/moderation/report-reason-labels';

export type ReportedKind = 'comment' | 'review';

/** Whether a failed report says the member had reported the item already. */
export function alreadyReported(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    (error.errors.reason ?? []).some((message) => message.startsWith('You have already reported'))
  );
}

const reported = new Set<string>();

/**
 * The items this member reported during this visit, so that their menus say so (the server
 * also refuses a second report with a clear message).
 */
export const reportedItems = {
  has: (kind: ReportedKind, id: number) => reported.has(`${kind}:${id}`),
  add: (kind: ReportedKind, id: number) => void reported.add(`${kind}:${id}`),
};
