import type { ReportReason } from '@common/api/moderation';
import { isApiError } from '@client/http/api-error';

export type ReportedKind = 'comment' | 'review';

/** English labels of the report reasons (translated where shown). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  spoilers: 'Spoilers',
  other: 'Something else',
};

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
