import { randomUUID } from 'node:crypto';
import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import { extensionOf } from '@common/uploads/upload-restrictions';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { FileStorage } from '../../storage/file-storage';
import { fileEntryTypeOf } from './file-entry-type';
import type { FileEntryRepository, FileEntryRow } from './file-entry-repository';
import { SNIFF_BYTES, sniffFileType } from './file-type-sniffer';
import {
  assertAllowedFile,
  assertMayUpload,
  assertSpaceFor,
  mayManageFiles,
  refuseDisguisedFile,
  restrictionsFrom,
  type Uploader,
} from './upload-policy';
import type { FileEntryDisk } from './uploads-tables';

/** Workspace membership, answered by the workspaces module once it exists. */
export interface WorkspaceAccess {
  isMember(userId: number, workspaceId: number): Promise<boolean>;
}

/** Until workspaces exist, every user has only their personal space: workspace 0. */
export const personalSpaceOnly: WorkspaceAccess = {
  isMember: async (_userId, workspaceId) => workspaceId === 0,
};

/** Where a new entry goes: its disk, folder and workspace. */
export interface UploadTarget {
  disk: FileEntryDisk;
  parentId: number | null;
  workspaceId: number;
}

/** What the client says of a file before (or while) sending it. */
export interface ClientFile {
  name: string;
  size: number;
  mime?: string | null;
  extension?: string | null;
}

/**
 * Bytes already in storage at `key`, waiting to become an entry. Direct uploads are presigned
 * straight to `entryKey(newFileName())`: they pass that key and name, and nothing is moved.
 */
export interface StoredUpload {
  key: string;
  fileName?: string;
  file: ClientFile;
  target: UploadTarget;
}

export interface FileEntryServiceDeps {
  entries: FileEntryRepository;
  storage: FileStorage;
  uploadSettings: () => Promise<UploadSettings>;
  workspaces: WorkspaceAccess;
  now?: () => Date;
}

/** The storage key of an entry's bytes. */
export const entryKey = (fileName: string) => `files/${fileName}`;

/**
 * File entries: every upload path (plain, tus, direct to S3) ends in `ingest`, which checks the
 * real bytes against the rules, moves them to their final key and writes the row, or leaves
 * neither row nor file behind.
 */
export class FileEntryService {
  constructor(private readonly deps: FileEntryServiceDeps) {}

  /** A fresh stored name; direct uploads are presigned straight to `entryKey(name)`. */
  newFileName(): string {
    return randomUUID();
  }

  /**
   * The early check, before any byte is sent (tus creation, presigning, a plain upload's
   * announced size): permission, target, the rules on the client's claims, and space.
   */
  async assertMayUpload(user: Uploader, file: ClientFile, target: UploadTarget): Promise<void> {
    assertMayUpload(user);
    await this.assertTarget(user, target);
    const restrictions = restrictionsFrom(await this.deps.uploadSettings());
    assertAllowedFile(
      {
        name: file.name,
        size: file.size,
        mime: file.mime ?? '',
        extension: (file.extension || extensionOf(file.name)).toLowerCase(),
      },
      restrictions,
    );
    await assertSpaceFor(user, file.size, () => this.deps.entries.spaceUsedBy(user.id));
  }

  /** Turns stored bytes into an entry; on any refusal or failure the bytes are deleted. */
  async ingest(user: Uploader, upload: StoredUpload): Promise<FileEntryRecord> {
    const { storage, entries } = this.deps;
    const fileName =
      upload.fileName && upload.key === entryKey(upload.fileName)
        ? upload.fileName
        : this.newFileName();
    const finalKey = entryKey(fileName);
    // Bytes already at an entry's key (a direct upload claimed twice) are that entry's: refused
    // before the try, whose clean-up would delete them.
    if (upload.key === finalKey && (await entries.existsWithFileName(fileName))) {
      throw new ConflictError('This upload already has its file entry.');
    }
    let stored = false;
    try {
      assertMayUpload(user);
      await this.assertTarget(user, upload.target);
      const object = await storage.stat(upload.key);
      if (!object) throw new InvalidError({ file: ['The uploaded file could not be found.'] });
      const head = (await storage.readHead(upload.key, SNIFF_BYTES)) ?? Buffer.alloc(0);
      const claimed = (upload.file.extension || extensionOf(upload.file.name)).toLowerCase();
      const sniffed = await sniffFileType(head, claimed);
      if (sniffed.disguised) refuseDisguisedFile();
      assertAllowedFile(
        { name: upload.file.name, size: object.size, ...sniffed },
        restrictionsFrom(await this.deps.uploadSettings()),
      );
      await assertSpaceFor(user, object.size, () => entries.spaceUsedBy(user.id));
      if (upload.key !== finalKey) await storage.move(upload.key, finalKey);
      stored = true;
      const now = this.now();
      const row = await entries.transaction(async (repository) => {
        const parent = upload.target.parentId
          ? await repository.findById(upload.target.parentId)
          : undefined;
        const created = await repository.create(
          {
            name: upload.file.name,
            file_name: fileName,
            mime: sniffed.mime,
            extension: sniffed.extension,
            type: fileEntryTypeOf(sniffed.mime),
            file_size: object.size,
            disk: upload.target.disk,
            parent_id: parent?.id ?? null,
            owner_id: user.id,
            workspace_id: upload.target.workspaceId,
            deleted_at: null,
          },
          now,
        );
        const path = parent ? `${parent.path}/${created.id}` : String(created.id);
        await repository.setPath(created.id, path);
        return { ...created, path };
      });
      return this.toRecord(row);
    } catch (error) {
      await storage.delete(stored ? finalKey : upload.key).catch(() => undefined);
      throw error;
    }
  }

  /** The parent must be a live folder the user may write to, in a workspace they belong to. */
  private async assertTarget(user: Uploader, target: UploadTarget): Promise<void> {
    if (!(await this.deps.workspaces.isMember(user.id, target.workspaceId))) {
      throw new ForbiddenError();
    }
    if (target.parentId === null) return;
    const parent = await this.deps.entries.findById(target.parentId);
    if (!parent || parent.deleted_at || parent.type !== 'folder') {
      throw new NotFoundError('The folder does not exist.');
    }
    if (parent.owner_id !== user.id && !mayManageFiles(user)) throw new ForbiddenError();
    if (parent.workspace_id !== target.workspaceId) throw new ForbiddenError();
  }

  toRecord(row: FileEntryRow): FileEntryRecord {
    return {
      id: row.id,
      name: row.name,
      file_name: row.file_name,
      url: fileEntryUrl(row),
      file_size: row.file_size,
      mime: row.mime,
      extension: row.extension,
      type: row.type as FileEntryRecord['type'],
      path: row.path,
      parent_id: row.parent_id,
      workspace_id: row.workspace_id,
      disk: row.disk,
      owner_id: row.owner_id,
      deleted_at: row.deleted_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  private now(): string {
    return (this.deps.now?.() ?? new Date()).toISOString();
  }
}

/**
 * Where an entry's bytes are fetched, relative to the base URL: the file route checks access
 * (private files) and answers the bytes, or a short-lived signed URL on S3.
 */
export const fileEntryUrl = (row: Pick<FileEntryRow, 'file_name'>) =>
  `uploads/files/${row.file_name}`;
