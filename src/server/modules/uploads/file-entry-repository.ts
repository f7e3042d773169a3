import type { Insertable, Selectable } from 'kysely';
import { Repository } from '../../db/transactions';
import type { FileEntriesTable } from './uploads-tables';

export type FileEntryRow = Omit<Selectable<FileEntriesTable>, 'file_size'> & { file_size: number };
export type NewFileEntry = Omit<Insertable<FileEntriesTable>, 'created_at' | 'updated_at'>;

/** PostgreSQL answers bigint columns as strings. */
const withNumericSize = (row: Selectable<FileEntriesTable>): FileEntryRow => ({
  ...row,
  file_size: Number(row.file_size),
});

export class FileEntryRepository extends Repository {
  async create(values: NewFileEntry, now: string): Promise<FileEntryRow> {
    const row = await this.db
      .insertInto('file_entries')
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return withNumericSize(row);
  }

  async findById(id: number): Promise<FileEntryRow | undefined> {
    const row = await this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && withNumericSize(row);
  }

  async existsWithFileName(fileName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('file_entries')
      .select('id')
      .where('file_name', '=', fileName)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setPath(id: number, path: string): Promise<void> {
    await this.db.updateTable('file_entries').set({ path }).where('id', '=', id).execute();
  }

  /** Bytes an owner keeps, trash included (a trashed file still takes space until purged). */
  async spaceUsedBy(ownerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('file_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('file_size'), eb.lit(0)).as('used'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.used);
  }
}
