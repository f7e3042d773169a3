import { boldName } from '@common/text/notification-text';
import { INVITE_VALID_DAYS, type Workspace, type WorkspaceInvite } from '@common/api/workspaces';
import { WORKSPACE_INVITATION_TYPE } from '@common/api/notifications';
import type { Transactions } from '../../db/transactions';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import { MailDeliveryError, mailBranding, type Mailer } from '../mail';
import type { Notifier } from '../notifications';
import { DEFAULT_WORKSPACE_ROLE } from '../permissions';
import type { SettingsService, SiteSettings } from '../settings';
import type { UserService } from '../users';
import type { WorkspaceAccessService } from './workspace-access';
import {
  INVITE_NO_LONGER_VALID,
  inviteExpiry,
  newInviteId,
  type InviteRedemption,
} from './invite-redemption';
import { invitePath, workspaceInviteMail } from './workspace-invite-mail';
import type { InviteRow, WorkspaceRepository, WorkspaceRow } from './workspace-repository';
import { toInvite } from './workspace-resource';
import { NOT_A_WORKSPACE_ROLE, type WorkspaceService } from './workspace-service';

export interface Inviter {
  id: number;
  name: string;
  image: string | null;
}

export interface WorkspaceInviteServiceDeps {
  workspaces: WorkspaceRepository;
  workspaceService: WorkspaceService;
  access: WorkspaceAccessService;
  redemption: InviteRedemption;
  users: Pick<UserService, 'contacts' | 'idsByEmail' | 'findById'>;
  mail: Mailer;
  settings: SettingsService;
  notifier: Notifier;
  transactions: Transactions;
  appUrl: string;
}

/**
 * Invitations (issue 17, spec 7.5): sent by email with a join link, and in-app to addresses that
 * have an account. An invite lives 7 days; a resend starts another 7.
 */
export class WorkspaceInviteService {
  constructor(private readonly deps: WorkspaceInviteServiceDeps) {}

  /**
   * Invites each address once: members and addresses with a live invite are skipped, an expired
   * invite is replaced. Returns the invites sent.
   */
  async invite(
    inviter: Inviter,
    workspaceId: number,
    input: { emails: string[]; roleId?: number },
  ): Promise<WorkspaceInvite[]> {
    const { workspaces, workspaceService } = this.deps;
    const workspace = await workspaceService.assertCan(inviter.id, workspaceId, 'members.invite');
    const roles = await this.deps.access.roles();
    const roleId = input.roleId ?? (await workspaceService.roleNamed(DEFAULT_WORKSPACE_ROLE));
    if (!roles.has(roleId)) throw new InvalidError({ roleId: [NOT_A_WORKSPACE_ROLE] });

    const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    const members = await workspaces.members(workspaceId);
    const contacts = await this.deps.users.contacts(members.map((member) => member.user_id));
    const memberEmails = new Set([...contacts.values()].map((c) => c.email.toLowerCase()));
    const existing = new Map(
      (await workspaces.invitesTo(workspaceId, emails)).map((invite) => [invite.email, invite]),
    );
    const now = Date.now();
    const fresh = emails.filter((email) => {
      const invite = existing.get(email);
      return !memberEmails.has(email) && (!invite || Date.parse(invite.expires_at) <= now);
    });
    const created: InviteRow[] = fresh.map((email) => ({
      id: newInviteId(),
      workspace_id: workspaceId,
      email,
      role_id: roleId,
      invited_by: inviter.id,
      created_at: new Date(now).toISOString(),
      expires_at: inviteExpiry(now),
    }));
    await workspaces.transaction(async (repository) => {
      for (const invite of created) {
        const expired = existing.get(invite.email);
        if (expired) await repository.deleteInvite(expired.id);
        await repository.createInvite(invite);
      }
    });
    const accounts = await this.deps.users.idsByEmail(created.map((invite) => invite.email));
    const settings = await this.deps.settings.all();
    for (const invite of created) {
      await this.send(inviter, workspace, invite, accounts.get(invite.email), settings);
    }
    return created.map((invite) => toInvite(invite, roles));
  }

  /** A new 7 days for the invite, and its email again. */
  async resend(inviter: Inviter, workspaceId: number, inviteId: string): Promise<WorkspaceInvite> {
    const workspace = await this.deps.workspaceService.assertCan(
      inviter.id,
      workspaceId,
      'members.invite',
    );
    const invite = await this.deps.workspaces.findInvite(inviteId);
    if (!invite || invite.workspace_id !== workspaceId) {
      throw new NotFoundError(INVITE_NO_LONGER_VALID);
    }
    const now = Date.now();
    const renewed = {
      ...invite,
      created_at: new Date(now).toISOString(),
      expires_at: inviteExpiry(now),
    };
    await this.deps.workspaces.renewInvite(invite.id, renewed.created_at, renewed.expires_at);
    const accounts = await this.deps.users.idsByEmail([invite.email]);
    const settings = await this.deps.settings.all();
    await this.send(inviter, workspace, renewed, accounts.get(invite.email), settings);
    return toInvite(renewed, await this.deps.access.roles());
  }

  /** The invitee joins with the invite's role; 404 when it is not theirs, spent or expired. */
  async join(user: { id: number; email: string }, inviteId: string): Promise<Workspace> {
    await this.deps.redemption.liveInviteFor(inviteId, user.email);
    const workspaceId = await this.deps.transactions.run((trx) =>
      this.deps.redemption.redeem(inviteId, user, trx),
    );
    return this.deps.workspaceService.show(user.id, workspaceId);
  }

  /** The invitee declines, or a member with members.invite withdraws it; 404 for anyone else. */
  async remove(user: { id: number; email: string }, inviteId: string): Promise<void> {
    const invite = await this.deps.workspaces.findInvite(inviteId);
    if (!invite) throw new NotFoundError(INVITE_NO_LONGER_VALID);
    if (invite.email !== user.email.toLowerCase()) {
      const isMember = await this.deps.access.isMember(user.id, invite.workspace_id);
      if (!isMember) throw new NotFoundError(INVITE_NO_LONGER_VALID);
      if (!(await this.deps.access.can(user.id, invite.workspace_id, 'members.invite'))) {
        throw new ForbiddenError();
      }
    }
    await this.deps.workspaces.deleteInvite(invite.id);
  }

  /**
   * An address with an account is invited through the notifications (in-app, and by email with
   * the join link unless the member turned that off), so they never get the same invitation
   * twice; any other address, or every address while notifications are off, by the invitation
   * email. A failed delivery does not undo the invite: the outgoing-email log records it and the
   * invite can be resent.
   */
  private async send(
    inviter: Inviter,
    workspace: WorkspaceRow,
    invite: InviteRow,
    accountId: number | undefined,
    settings: SiteSettings,
  ) {
    const path = invitePath(invite, accountId !== undefined);
    const content = workspaceInviteMail(mailBranding(settings, this.deps.appUrl), {
      inviterName: inviter.name,
      workspaceName: workspace.name,
      url: `${this.deps.appUrl}${path}`,
      validDays: INVITE_VALID_DAYS,
    });
    if (accountId !== undefined && settings.notifications.integrated) {
      await this.deps.notifier.notify({
        type: WORKSPACE_INVITATION_TYPE,
        recipientIds: [accountId],
        subject: content.subject,
        data: {
          mainAction: { action: path, label: 'Join workspace' },
          image: inviter.image,
          lines: [
            {
              type: 'primary',
              content: `${boldName(inviter.name)} invited you to join ${boldName(workspace.name)}.`,
            },
          ],
          buttonActions: [
            { label: 'Join', action: 'join' },
            { label: 'Decline', action: 'decline' },
          ],
          inviteId: invite.id,
        },
      });
      return;
    }
    try {
      await this.deps.mail.send({ to: invite.email, ...content });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
    }
  }
}
