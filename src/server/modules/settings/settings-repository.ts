import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async all(): Promise<Record<string, unknown>> {
    const rows = await this.db.selectFrom('settings').select(['name', 'value']).execute();
    return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  }

  /** Writes every value in one transaction: either all settings change or none. */
  async upsertMany(values: Record<string, unknown>): Promise<void> {
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      for (const [name, value] of Object.entries(values)) {
        await trx
          .insertInto('settings')
          .values({ name, value: JSON.stringify(value), created_at: now, updated_at: now })
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
          )
          .execute();
      }
    });
  }
}
