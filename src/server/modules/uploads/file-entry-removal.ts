import type { FileStorage } from '../../storage/file-storage';
import type { FileEntryRepository, FileEntryRow } from './file-entry-repository';

/** What `POST file-entries/delete` names: entry ids, and entries by their url ('paths'). */
export interface EntryRemoval {
  entryIds: number[];
  /** Entry urls ('uploads/files/<file_name>', with or without the base path or origin). */
  paths: string[];
  deleteForever: boolean;
}

const ENTRY_URL = /(?:^|\/)uploads\/files\/([A-Za-z0-9-]{1,64})\/?(?:[?#].*)?$/;

/** The file name an entry url points at, or null for anything that is not an entry's url. */
export function fileNameOfUrl(url: string): string | null {
  return ENTRY_URL.exec(url.trim())?.[1] ?? null;
}

const isBelow = (row: FileEntryRow, ancestor: FileEntryRow) =>
  row.path.startsWith(`${ancestor.path}/`);

/** The entries and everything in them go to the trash, all stamped with the same time. */
export async function moveToTrash(
  repository: FileEntryRepository,
  selected: FileEntryRow[],
  now: string,
): Promise<void> {
  const all = await repository.withDescendants(selected.map((row) => row.path));
  await repository.trash(
    all.filter((row) => row.deleted_at === null).map((row) => row.id),
    now,
  );
}

/**
 * Rows and bytes gone for good, folders with their contents. The rows go first, in one
 * transaction; the bytes after, so no row ever points at a deleted object.
 */
export async function deleteForever(
  repository: FileEntryRepository,
  storage: FileStorage,
  selected: FileEntryRow[],
  keyOf: (row: FileEntryRow) => string,
): Promise<void> {
  const removed = await repository.transaction(async (bound) => {
    const all = await bound.withDescendants(selected.map((row) => row.path));
    await bound.deleteMany(all.map((row) => row.id));
    return all;
  });
  await Promise.all(
    removed.filter((row) => row.type !== 'folder').map((row) => storage.delete(keyOf(row))),
  );
}

/**
 * Back from the trash: each entry with what was trashed together with it (same deleted_at),
 * and the trashed folders above it, so it reappears where it was.
 */
export async function restoreFromTrash(
  repository: FileEntryRepository,
  selected: FileEntryRow[],
  now: string,
): Promise<void> {
  const trashed = selected.filter((row) => row.deleted_at !== null);
  if (!trashed.length) return;
  const below = await repository.withDescendants(trashed.map((row) => row.path));
  const together = below.filter((row) =>
    trashed.some(
      (root) => row.id === root.id || (isBelow(row, root) && row.deleted_at === root.deleted_at),
    ),
  );
  const ancestorIds = trashed.flatMap((row) => row.path.split('/').slice(0, -1).map(Number));
  const ancestors = (await repository.findMany([...new Set(ancestorIds)])).filter(
    (row) => row.deleted_at !== null,
  );
  await repository.restore([...new Set([...together, ...ancestors].map((row) => row.id))], now);
}
