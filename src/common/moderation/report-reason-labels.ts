import type { ReportReason } from './moderation-values';

/** The English labels of the report reasons, translated where shown (site and admin). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  spoilers: 'Spoilers',
  other: 'Something else',
};
