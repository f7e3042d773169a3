import { sql, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { FileEntryListQuery } from './file-entry-list-query';
import type { FileEntriesTable } from './uploads-tables';

export type FileEntryRow = Omit<Selectable<FileEntriesTable>, 'file_size'> & { file_size: number };
export type NewFileEntry = Omit<Insertable<FileEntriesTable>, 'created_at' | 'updated_at'>;

/** PostgreSQL answers bigint columns as strings. */
const withNumericSize = (row: Selectable<FileEntriesTable>): FileEntryRow => ({
  ...row,
  file_size: Number(row.file_size),
});

/** Whose entries a list may show: everyone's, or one owner's in their personal space, or a workspace's. */
export type FileEntryScope =
  { kind: 'all' } | { kind: 'owner'; ownerId: number } | { kind: 'workspace'; workspaceId: number };

/** A folder to find or create while placing an upload under its relative path. */
export interface FolderSpec {
  name: string;
  parentId: number | null;
  workspaceId: number;
  /** Top-level folders are per owner; inside a folder any live folder of that name is reused. */
  ownerId: number;
}

/** Paths are ids joined by '/': anything else never reaches a pattern. */
const ENTRY_PATH = /^\d+(\/\d+)*$/;

export class FileEntryRepository extends Repository {
  /** Gives a workspace's entries back to their owners' personal spaces (workspace 0). */
  async leaveWorkspace(workspaceId: number): Promise<void> {
    await this.db
      .updateTable('file_entries')
      .set({ workspace_id: 0 })
      .where('workspace_id', '=', workspaceId)
      .execute();
  }

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

  async findMany(ids: number[]): Promise<FileEntryRow[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
    return rows.map(withNumericSize);
  }

  async findByFileNames(fileNames: string[]): Promise<FileEntryRow[]> {
    if (!fileNames.length) return [];
    const rows = await this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('file_name', 'in', fileNames)
      .execute();
    return rows.map(withNumericSize);
  }

  async findByFileName(fileName: string): Promise<FileEntryRow | undefined> {
    return (await this.findByFileNames([fileName]))[0];
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

  /** One page of entries in the scope, filtered as the list query asks. */
  async paginate(
    scope: FileEntryScope,
    query: FileEntryListQuery,
  ): Promise<{ rows: FileEntryRow[]; total: number }> {
    let base = this.db.selectFrom('file_entries');
    if (scope.kind === 'owner') {
      base = base.where('owner_id', '=', scope.ownerId).where('workspace_id', '=', 0);
    } else if (scope.kind === 'workspace') {
      base = base.where('workspace_id', '=', scope.workspaceId);
    }
    base = base.where('deleted_at', query.deleted ? 'is not' : 'is', null);
    if (query.type.length) base = base.where('type', 'in', query.type);
    if (query.owner !== undefined) base = base.where('owner_id', '=', query.owner);
    if (query.workspace !== undefined) base = base.where('workspace_id', '=', query.workspace);
    if (query.parentId !== undefined) {
      base = query.parentId
        ? base.where('parent_id', '=', query.parentId)
        : base.where('parent_id', 'is', null);
    }
    if (query.date?.from) base = base.where('created_at', '>=', query.date.from);
    if (query.date?.before) base = base.where('created_at', '<', query.date.before);
    const search = query.search ?? query.query;
    if (search) base = base.where(matchesText(['name'], search));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    const page = await fetchPage<Selectable<FileEntriesTable>>(base, query, {
      caseInsensitive: ['name'],
    });
    return { rows: page.rows.map(withNumericSize), total: page.total };
  }

  /** A live folder of this name where an upload's relative path puts it. */
  async findLiveFolder(folder: FolderSpec): Promise<FileEntryRow | undefined> {
    let query = this.db
      .selectFrom('file_entries')
      .selectAll()
      .where('type', '=', 'folder')
      .where('name', '=', folder.name)
      .where('workspace_id', '=', folder.workspaceId)
      .where('deleted_at', 'is', null);
    query =
      folder.parentId === null
        ? query.where('parent_id', 'is', null).where('owner_id', '=', folder.ownerId)
        : query.where('parent_id', '=', folder.parentId);
    const row = await query.orderBy('id').executeTakeFirst();
    return row && withNumericSize(row);
  }

  /** The entries at these paths and everything below them (a folder takes its contents). */
  async withDescendants(paths: string[]): Promise<FileEntryRow[]> {
    if (!paths.length) return [];
    const rows = await this.db
      .selectFrom('file_entries')
      .selectAll()
      .where((eb) =>
        eb.or([eb('path', 'in', paths), ...paths.map((path) => this.descendantOf(path))]),
      )
      .execute();
    return rows.map(withNumericSize);
  }

  /** Moves live entries to the trash, all with the same time (restore brings them back together). */
  async trash(ids: number[], now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('file_entries')
      .set({ deleted_at: now, updated_at: now })
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
  }

  async restore(ids: number[], now: string): Promise<void> {
    if (!ids.length) return;
    await this.db
      .updateTable('file_entries')
      .set({ deleted_at: null, updated_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  async deleteMany(ids: number[]): Promise<void> {
    if (!ids.length) return;
    // children first would not matter: parent_id is ON DELETE SET NULL and all go at once
    await this.db.deleteFrom('file_entries').where('id', 'in', ids).execute();
  }

  /**
   * Entries below a path. Written so each dialect's index serves it: GLOB uses SQLite's BINARY
   * path index; LIKE uses the varchar_pattern_ops index on PostgreSQL.
   */
  private descendantOf(path: string) {
    if (!ENTRY_PATH.test(path)) throw new Error(`Not an entry path: ${JSON.stringify(path)}`);
    return dialectOf(this.db) === 'postgres'
      ? sql<SqlBool>`path like ${`${path}/%`}`
      : sql<SqlBool>`path glob ${`${path}/*`}`;
  }
}
