import { randomUUID } from 'node:crypto';
import type { FileEntryRecord } from '@common/api/file-entries';
import type { UploadSettings } from '@common/settings/site-settings';
import { restrictionsFromSettings } from '@common/uploads/settings-restrictions';
import type { UploadRestrictions } from '@common/uploads/upload-restrictions';
import type { Trx } from '../../db/transactions';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { FileStorage } from '../../storage/file-storage';
import { entryNotFound, FileEntryAccess } from './file-entry-access';
import type { FileEntryListQuery } from './file-entry-list-query';
import {
  deleteForever,
  fileNameOfUrl,
  moveToTrash,
  restoreFromTrash,
  type EntryRemoval,
} from './file-entry-removal';
import { fileEntryTypeOf } from './file-entry-type';
import type { FileEntryRepository, FileEntryRow } from './file-entry-repository';
import { SNIFF_BYTES, sniffFileType } from './file-type-sniffer';
import {
  assertAllowedFile,
  assertFileName,
  assertMayUpload,
  claimedExtension,
  assertSpaceFor,
  refuseDisguisedFile,
  type Uploader,
} from './upload-policy';
import { ensureFolders, folderNamesOf } from './upload-folders';
import type { FileEntryDisk } from './uploads-tables';

/**
 * Workspace membership and roles, answered by the workspaces module (given in modules.ts).
 * Workspace 0, the personal space, has every user as a member.
 */
export interface WorkspaceAccess {
  isMember(userId: number, workspaceId: number): Promise<boolean>;
  /** files.update in a workspace: change the entries others made there. */
  can(userId: number, workspaceId: number, permission: 'files.update'): Promise<boolean>;
}

/** Where a new entry goes: its disk, folder and workspace. */
export interface UploadTarget {
  disk: FileEntryDisk;
  parentId: number | null;
  workspaceId: number;
  /**
   * The file's path inside a dropped folder ('photos/2024/a.jpg'): the missing folders are
   * created under parentId, live folders of the same name reused.
   */
  relativePath?: string | null;
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
  private readonly access: FileEntryAccess;

  constructor(private readonly deps: FileEntryServiceDeps) {
    this.access = new FileEntryAccess(deps.workspaces);
  }

  /** A fresh stored name; direct uploads are presigned straight to `entryKey(name)`. */
  newFileName(): string {
    return randomUUID();
  }

  /** The site's upload rules (the 'uploading' settings tab) as spec 5's check takes them. */
  async uploadRestrictions(): Promise<UploadRestrictions> {
    return restrictionsFromSettings(await this.deps.uploadSettings());
  }

  /**
   * The early check, before any byte is sent (tus creation, presigning, a plain upload's
   * announced size): permission, target, the rules on the client's claims, and space.
   */
  async assertMayUpload(user: Uploader, file: ClientFile, target: UploadTarget): Promise<void> {
    assertMayUpload(user);
    assertFileName(file.name);
    folderNamesOf(target.relativePath);
    await this.assertTarget(user, target);
    const restrictions = restrictionsFromSettings(await this.deps.uploadSettings());
    assertAllowedFile(
      {
        name: file.name,
        size: file.size,
        mime: file.mime ?? '',
        extension: claimedExtension(file),
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
    if (upload.key === finalKey && (await entries.findByFileName(fileName))) {
      throw new ConflictError('This upload already has its file entry.');
    }
    let stored = false;
    try {
      assertMayUpload(user);
      assertFileName(upload.file.name);
      const folders = folderNamesOf(upload.target.relativePath);
      await this.assertTarget(user, upload.target);
      const object = await storage.stat(upload.key);
      if (!object) throw new InvalidError({ file: ['The uploaded file could not be found.'] });
      const head = (await storage.readHead(upload.key, SNIFF_BYTES)) ?? Buffer.alloc(0);
      const sniffed = await sniffFileType(head, claimedExtension(upload.file));
      if (sniffed.disguised) refuseDisguisedFile();
      assertAllowedFile(
        { name: upload.file.name, size: object.size, ...sniffed },
        restrictionsFromSettings(await this.deps.uploadSettings()),
      );
      await assertSpaceFor(user, object.size, () => entries.spaceUsedBy(user.id));
      if (upload.key !== finalKey) await storage.move(upload.key, finalKey);
      stored = true;
      const now = this.now();
      const row = await entries.transaction(async (repository) => {
        const target = upload.target;
        const parent = await ensureFolders(
          repository,
          target.parentId ? await repository.findById(target.parentId) : undefined,
          folders,
          {
            ownerId: user.id,
            workspaceId: target.workspaceId,
            disk: target.disk,
            newFileName: () => this.newFileName(),
          },
          now,
        );
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

  /** A page of the entries the user may see (everyone's for files.update), filtered. */
  async list(
    user: Uploader,
    query: FileEntryListQuery,
  ): Promise<{ records: FileEntryRecord[]; total: number }> {
    this.access.assertMayBrowse(user);
    const scope = await this.access.listScope(user, query.workspace);
    const { rows, total } = await this.deps.entries.paginate(scope, query);
    return { records: rows.map((row) => this.toRecord(row)), total };
  }

  /** One entry; someone else's answers 404 (not 403), so ids do not leak. */
  async show(user: Uploader, id: number): Promise<FileEntryRecord> {
    this.access.assertMayBrowse(user);
    const row = await this.deps.entries.findById(id);
    if (!row || !(await this.access.maySee(user, row))) throw entryNotFound();
    return this.toRecord(row);
  }

  /** To the trash, or gone for good (rows and bytes) with deleteForever; owner or files.update. */
  async delete(user: Uploader, removal: EntryRemoval): Promise<void> {
    const { entries, storage } = this.deps;
    const names = removal.paths.map(fileNameOfUrl).filter((name) => name !== null);
    const selected = [
      ...(await this.changeable(user, removal.entryIds)),
      // urls of entries the user may not see are skipped: they may be any image's address
      ...(await this.access.changeableAmong(user, await entries.findByFileNames(names))),
    ].filter((row, index, all) => all.findIndex((other) => other.id === row.id) === index);
    if (removal.deleteForever) {
      await deleteForever(entries, storage, selected, (row) => entryKey(row.file_name));
    } else {
      await moveToTrash(entries, selected, this.now());
    }
  }

  async restore(user: Uploader, entryIds: number[]): Promise<void> {
    await restoreFromTrash(this.deps.entries, await this.changeable(user, entryIds), this.now());
  }

  /** Entries by id, each one the user may change: one they may not see is 404. */
  private async changeable(user: Uploader, ids: number[]): Promise<FileEntryRow[]> {
    this.access.assertMayBrowse(user);
    const rows = await this.deps.entries.findMany([...new Set(ids)]);
    if (rows.length < new Set(ids).size) throw entryNotFound();
    if ((await this.access.changeableAmong(user, rows)).length < rows.length) {
      throw entryNotFound();
    }
    return rows;
  }

  /** Deleting a workspace gives its entries back to their creators, in the caller's transaction. */
  async returnToCreators(workspaceId: number, trx: Trx): Promise<void> {
    await this.deps.entries.bound(trx).leaveWorkspace(workspaceId);
  }

  /** The entry whose bytes the file route may answer this viewer (null: answer 404). */
  async fetchable(user: Uploader | null, fileName: string): Promise<FileEntryRow | null> {
    const row = await this.deps.entries.findByFileName(fileName);
    return row && (await this.access.mayFetch(user, row)) ? row : null;
  }

  /** The parent must be a live folder the user may write to, in a workspace they belong to. */
  private async assertTarget(user: Uploader, target: UploadTarget): Promise<void> {
    if (!(await this.deps.workspaces.isMember(user.id, target.workspaceId))) {
      throw new ForbiddenError();
    }
    if (target.parentId === null) return;
    const parent = await this.deps.entries.findById(target.parentId);
    // someone else's folder reads as missing, as their entries do
    if (
      !parent ||
      parent.deleted_at ||
      parent.type !== 'folder' ||
      !(await this.access.maySee(user, parent))
    ) {
      throw new NotFoundError('The folder does not exist.');
    }
    if (!(await this.access.mayChange(user, parent))) throw new ForbiddenError();
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
