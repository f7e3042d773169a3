import { nowIso } from '../../db/dialect';
import { Repository } from '../../db/transactions';

export class SettingsRepository extends Repository {
  async all(): Promise<Record<string, unknown>> {
    const rows = await this.db.selectFrom('settings').select(['name', 'value']).execute();
    return Object.fromEntries(rows.map((row) => [row.name, JSON.parse(row.value) as unknown]));
  }

  /** Writes every value in one transaction: either all settings change or none. */
  upsertMany(values: Record<string, unknown>): Promise<void> {
    const now = nowIso();
    return this.transaction(async ({ db }) => {
      for (const [name, value] of Object.entries(values)) {
        await db
          .insertInto('settings')
          .values({ name, value: JSON.stringify(value), created_at: now, updated_at: now })
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({ value: JSON.stringify(value), updated_at: now }),
          )
          .execute();
      }
    });
  }

  async read(name: string): Promise<unknown> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  /** Stores the value unless the name already has one (the first writer wins). */
  async insertIfAbsent(name: string, value: unknown): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('settings')
      .values({ name, value: JSON.stringify(value), created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}
