import { InvalidError } from '../../domain/errors';
import type { FileEntryRepository, FileEntryRow } from './file-entry-repository';
import type { FileEntryDisk } from './uploads-tables';

/** Folders an upload's relative path may create at most (entry paths must fit 255 characters). */
export const MAX_FOLDER_DEPTH = 20;
const MAX_NAME_LENGTH = 255;

const invalidPath = (message: string) => new InvalidError({ relativePath: [message] });

/**
 * The folders of a relative path such as 'photos/2024/a.jpg' → ['photos', '2024'] (the last
 * segment is the file itself). A leading slash, as drag-and-drop gives it, is ignored. Refuses
 * empty, '.' and '..' segments, control characters and over-long names.
 */
export function folderNamesOf(relativePath: string | null | undefined): string[] {
  if (!relativePath) return [];
  const segments = relativePath.replace(/^\/+/, '').split('/');
  const folders = segments.slice(0, -1);
  for (const name of segments) {
    if (name.trim() === '' || name === '.' || name === '..') {
      throw invalidPath('The relative path is not valid.');
    }
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    if (/[\u0000-\u001f\u007f\\]/.test(name)) {
      throw invalidPath('The relative path is not valid.');
    }
    if (name.length > MAX_NAME_LENGTH) {
      throw invalidPath(`A folder name may not be longer than ${MAX_NAME_LENGTH} characters.`);
    }
  }
  if (folders.length > MAX_FOLDER_DEPTH) {
    throw invalidPath(`The relative path may not be more than ${MAX_FOLDER_DEPTH} folders deep.`);
  }
  return folders;
}

export interface FolderOwner {
  ownerId: number;
  workspaceId: number;
  disk: FileEntryDisk;
  newFileName: () => string;
}

/**
 * Walks the folder names down from `parent`, reusing each live folder of that name and creating
 * the missing ones (owned by the uploader); answers the deepest, where the file goes.
 */
export async function ensureFolders(
  repository: FileEntryRepository,
  parent: FileEntryRow | undefined,
  names: string[],
  owner: FolderOwner,
  now: string,
): Promise<FileEntryRow | undefined> {
  let current = parent;
  for (const name of names) {
    const spec = {
      name,
      parentId: current?.id ?? null,
      workspaceId: owner.workspaceId,
      ownerId: owner.ownerId,
    };
    const existing = await repository.findLiveFolder(spec);
    if (existing) {
      current = existing;
      continue;
    }
    const created = await repository.create(
      {
        name,
        file_name: owner.newFileName(),
        mime: '',
        extension: '',
        type: 'folder',
        file_size: 0,
        disk: owner.disk,
        parent_id: spec.parentId,
        owner_id: owner.ownerId,
        workspace_id: owner.workspaceId,
        deleted_at: null,
      },
      now,
    );
    const path = current ? `${current.path}/${created.id}` : String(created.id);
    await repository.setPath(created.id, path);
    current = { ...created, path };
  }
  return current;
}
