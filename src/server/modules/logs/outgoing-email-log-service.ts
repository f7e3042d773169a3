import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import type {
  OutgoingEmailListQuery,
  OutgoingEmailLogRepository,
  OutgoingEmailRow,
  OutgoingEmailSummaryRow,
} from './outgoing-email-log-repository';

/** A message as the mailer hands it over: what was sent, and how it went. */
export interface OutgoingEmailEntry {
  to: string;
  subject: string;
  html: string;
  text: string;
  status: 'sent' | 'logged' | 'failed';
  error: string | null;
  messageId: string | null;
}

/** The outgoing-email log (spec 2.9 logs): every message the mailer handled, newest first. */
export class OutgoingEmailLogService {
  constructor(private readonly emails: OutgoingEmailLogRepository) {}

  record(entry: OutgoingEmailEntry): Promise<void> {
    const { messageId, ...rest } = entry;
    return this.emails.record({ ...rest, message_id: messageId, created_at: nowIso() });
  }

  page(query: OutgoingEmailListQuery): Promise<{ rows: OutgoingEmailSummaryRow[]; total: number }> {
    return this.emails.page(query);
  }

  async find(id: number | null): Promise<OutgoingEmailRow> {
    const email = id === null ? undefined : await this.emails.find(id);
    if (!email) throw new NotFoundError();
    return email;
  }
}
