import type { Generated } from 'kysely';

export interface OutgoingEmailLogTable {
  id: Generated<number>;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** 'sent' over SMTP, 'logged' by the log driver, or 'failed'. */
  status: 'sent' | 'logged' | 'failed';
  error: string | null;
  message_id: string | null;
  created_at: string;
}

/** Tables this module owns; part of the Database interface in db/schema.ts. */
export interface LogsTables {
  outgoing_email_log: OutgoingEmailLogTable;
}
