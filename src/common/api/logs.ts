import { z } from 'zod';

/** One frame of a logged error's stack, with the source lines around it. */
export const logFrame = z.object({
  path: z.string(),
  lineNumber: z.number().int(),
  method: z.string(),
  /** Source lines around the frame's line, keyed by line number. */
  codeSnippet: z.record(z.string(), z.string()),
});

/** GET logs/error: one logged server error; `id` is its file and line number. */
export const errorLogItem = z.object({
  id: z.string(),
  file: z.string(),
  time: z.string(),
  level: z.enum(['error', 'fatal']),
  message: z.string(),
  exception: z.string(),
  requestId: z.string().optional(),
  method: z.string().optional(),
  url: z.string().optional(),
  userId: z.number().int().nullable().optional(),
  frames: z.array(logFrame),
});

export type ErrorLogItem = z.infer<typeof errorLogItem>;

export const OUTGOING_EMAIL_STATUSES = ['sent', 'logged', 'failed'] as const;

/** GET logs/outgoing-email: a sent (or logged, or failed) message without its bodies. */
export const outgoingEmailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTGOING_EMAIL_STATUSES),
  error: z.string().nullable(),
  message_id: z.string().nullable(),
  created_at: z.string(),
});

export type OutgoingEmailSummary = z.infer<typeof outgoingEmailSummary>;

/** GET logs/outgoing-email/{id}: the whole message. */
export const outgoingEmail = outgoingEmailSummary.extend({ html: z.string(), text: z.string() });

export type OutgoingEmail = z.infer<typeof outgoingEmail>;

/** GET logs/schedule: one run of a scheduled task. */
export const scheduleRun = z.object({
  id: z.number().int(),
  task: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'failed']),
  output: z.string().nullable(),
});

export type ScheduleRun = z.infer<typeof scheduleRun>;
