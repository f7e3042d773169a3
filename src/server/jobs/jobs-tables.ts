import type { Generated } from 'kysely';

/** A background job of the embedded (database) driver; a failed one stays for the operator. */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON-encoded payload. */
  payload: string;
  /** How many times a worker has taken it. */
  attempts: number;
  run_at: string;
  /** Set while a worker holds it. */
  reserved_at: string | null;
  last_error: string | null;
  /** Set once it failed for good (the last attempt threw); a failed job is never run again. */
  failed_at: string | null;
  created_at: string;
}

export interface JobsTables {
  jobs: JobsTable;
}
