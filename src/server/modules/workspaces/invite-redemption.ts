import { randomBytes } from 'node:crypto';
import { INVITE_VALID_DAYS } from '@common/api/workspaces';
import type { Trx } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { InviteRow, WorkspaceRepository } from './workspace-repository';

export const INVITE_NO_LONGER_VALID = 'This invite is no longer valid';
export const INVITE_EMAIL_MISMATCH = 'The email must be the address the invitation was sent to.';

/** 192 random bits, URL-safe: the invite id is the join link's secret. */
export const newInviteId = () => randomBytes(24).toString('base64url');

export const inviteExpiry = (from: number) =>
  new Date(from + INVITE_VALID_DAYS * 86_400_000).toISOString();

const isLive = (invite: InviteRow) => Date.parse(invite.expires_at) > Date.now();

/**
 * Spending an invite: joining from a signed-in account, or registering with it (the
 * registration module's InviteRedeemer). An invite is spent once: it is deleted as its
 * addressee joins.
 */
export class InviteRedemption {
  constructor(private readonly workspaces: WorkspaceRepository) {}

  /** The live invite addressed to `email`; anything else reads as unknown (404). */
  async liveInviteFor(inviteId: string, email: string): Promise<InviteRow> {
    const invite = await this.workspaces.findInvite(inviteId);
    if (!invite || invite.email !== email.toLowerCase() || !isLive(invite)) {
      throw new NotFoundError(INVITE_NO_LONGER_VALID);
    }
    return invite;
  }

  /** Whether a live invite with this id exists (registration lets it through when closed). */
  async exists(inviteId: string): Promise<boolean> {
    const invite = await this.workspaces.findInvite(inviteId);
    return invite !== undefined && isLive(invite);
  }

  /** For registration: 422 on invite_id when spent or expired, on email when sent elsewhere. */
  async assertRedeemable(inviteId: string, email: string): Promise<void> {
    const invite = await this.workspaces.findInvite(inviteId);
    if (!invite || !isLive(invite)) {
      throw new InvalidError({ invite_id: [INVITE_NO_LONGER_VALID] });
    }
    if (invite.email !== email.toLowerCase()) {
      throw new InvalidError({ email: [INVITE_EMAIL_MISMATCH] });
    }
  }

  /**
   * Adds the user to the invite's workspace with its role and spends the invite, inside `trx`
   * (the caller's, so a registration and its joining are one write). Returns the workspace id.
   */
  async redeem(inviteId: string, user: { id: number; email: string }, trx: Trx): Promise<number> {
    const workspaces = this.workspaces.bound(trx);
    const invite = await workspaces.findInvite(inviteId);
    if (!invite || invite.email !== user.email.toLowerCase() || !isLive(invite)) {
      throw new NotFoundError(INVITE_NO_LONGER_VALID);
    }
    // the delete decides between two redemptions of one invite at the same moment
    if (!(await workspaces.deleteInvite(invite.id))) {
      throw new NotFoundError(INVITE_NO_LONGER_VALID);
    }
    await workspaces.addMember(invite.workspace_id, user.id, invite.role_id);
    return invite.workspace_id;
  }
}
