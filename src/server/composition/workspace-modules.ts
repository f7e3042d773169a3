import type { Config } from '../config';
import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import type { Mailer } from '../modules/mail/mailer';
import type { Notifier } from '../modules/notifications';
import type { RoleService } from '../modules/roles';
import type { SettingsService } from '../modules/settings/settings-service';
import type { UserService } from '../modules/users';
import { InviteRedemption } from '../modules/workspaces/invite-redemption';
import { WorkspaceAccessService } from '../modules/workspaces/workspace-access';
import { WorkspaceInviteService } from '../modules/workspaces/workspace-invite-service';
import { WorkspaceRepository } from '../modules/workspaces/workspace-repository';
import { WorkspaceService, type WorkspaceContent } from '../modules/workspaces/workspace-service';

/**
 * Workspaces in two steps: what registration, lists and uploads ask (invites, membership) comes
 * before them; the workspaces service, which hands their content back on deletion, after.
 */
export function buildWorkspaceBase(db: Db) {
  const repository = new WorkspaceRepository(db);
  return { repository, inviteRedemption: new InviteRedemption(repository) };
}

export function buildWorkspaceAccess(
  base: ReturnType<typeof buildWorkspaceBase>,
  roles: Pick<RoleService, 'workspaceRoles'>,
) {
  return new WorkspaceAccessService({ workspaces: base.repository, roles });
}

export function buildWorkspaceModules(
  config: Config,
  db: Db,
  deps: {
    base: ReturnType<typeof buildWorkspaceBase>;
    access: WorkspaceAccessService;
    users: UserService;
    mail: Mailer;
    settings: SettingsService;
    notifier: Notifier;
    content: WorkspaceContent[];
  },
) {
  const transactions = new Transactions(db);
  const { repository, inviteRedemption } = deps.base;
  const workspaces = new WorkspaceService({
    workspaces: repository,
    access: deps.access,
    users: deps.users,
    content: deps.content,
    transactions,
  });
  return {
    workspaceAccess: deps.access,
    workspaces,
    workspaceInvites: new WorkspaceInviteService({
      workspaces: repository,
      workspaceService: workspaces,
      access: deps.access,
      redemption: inviteRedemption,
      users: deps.users,
      mail: deps.mail,
      settings: deps.settings,
      notifier: deps.notifier,
      transactions,
      appUrl: config.appUrl,
    }),
  };
}
