import { sql } from 'kysely';
import { Repository } from '../../db/transactions';

export class HealthRepository extends Repository {
  /** Throws when the database does not answer. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
