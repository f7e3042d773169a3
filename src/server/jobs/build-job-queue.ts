import type { Db } from '../db/connection';
import { DatabaseJobQueue } from './database-job-queue';
import { JobsRepository } from './jobs-repository';

/** The embedded driver; a BullMQ driver would be chosen here when a Redis URL is configured. */
export function buildJobQueue(db: Db, options: { pollMs: number; retryDelayMs: number }) {
  return new DatabaseJobQueue(new JobsRepository(db), options);
}
