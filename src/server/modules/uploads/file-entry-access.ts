import { hasPermission } from '@common/permissions/permission-check';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import type { FileEntryRow, FileEntryScope } from './file-entry-repository';
import type { WorkspaceAccess } from './file-entry-service';
import { mayManageFiles, UPLOAD_PERMISSION, type Uploader } from './upload-policy';

export const entryNotFound = () => new NotFoundError('The file does not exist.');

/**
 * Who may see, fetch and change which entry. files.update holders reach everyone's entries;
 * others reach their own (trash included) and their workspaces' live entries, which a member
 * with the workspace's files.update may change too. Anything else reads as missing, so ids and file names do not leak.
 */
export class FileEntryAccess {
  constructor(private readonly workspaces: WorkspaceAccess) {}

  /** Listing and managing entries needs files.create (your own) or files.update (everyone's). */
  assertMayBrowse(user: Uploader): void {
    const mayUpload = hasPermission({ user, guestRole: null }, UPLOAD_PERMISSION);
    if (!mayUpload && !mayManageFiles(user)) throw new ForbiddenError();
  }

  async listScope(user: Uploader, workspaceId: number | undefined): Promise<FileEntryScope> {
    if (mayManageFiles(user)) return { kind: 'all' };
    if (workspaceId && (await this.workspaces.isMember(user.id, workspaceId))) {
      return { kind: 'workspace', workspaceId };
    }
    return { kind: 'owner', ownerId: user.id };
  }

  async maySee(user: Uploader, row: FileEntryRow): Promise<boolean> {
    if (mayManageFiles(user) || row.owner_id === user.id) return true;
    return (
      row.deleted_at === null &&
      row.workspace_id !== 0 &&
      (await this.workspaces.isMember(user.id, row.workspace_id))
    );
  }

  /** The bytes: a live 'public' entry to anyone, everything else as `maySee` says. */
  async mayFetch(user: Uploader | null, row: FileEntryRow): Promise<boolean> {
    if (row.type === 'folder') return false;
    if (row.disk === 'public' && row.deleted_at === null) return true;
    return user !== null && this.maySee(user, row);
  }

  /** Site staff (files.update), the owner, or in a workspace a member with its files.update. */
  async mayChange(user: Uploader, row: FileEntryRow): Promise<boolean> {
    if (mayManageFiles(user) || row.owner_id === user.id) return true;
    return row.workspace_id !== 0 && this.workspaces.can(user.id, row.workspace_id, 'files.update');
  }

  /** The rows the user may see; one of those they may not change refuses the lot (403). */
  async changeableAmong(user: Uploader, rows: FileEntryRow[]): Promise<FileEntryRow[]> {
    const seen: FileEntryRow[] = [];
    for (const row of rows) {
      if (!(await this.maySee(user, row))) continue;
      if (!(await this.mayChange(user, row))) throw new ForbiddenError();
      seen.push(row);
    }
    return seen;
  }
}
