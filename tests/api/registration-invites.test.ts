import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  atTimeOffset,
  createWorkspace,
  DAY_MS,
  invite,
  workspaceRoleId,
  type Member,
} from '../support/workspace-factories';

/** Registering with a workspace invitation (issue 17, item 5; spec 2.4). */
const PASSWORD = 'a-strong-test-password';
const NO_LONGER_VALID = 'This invite is no longer valid';
const DISABLED = { message: 'Registration is disabled.', errors: {} };

let t: TestApp;
let owner: Member;
let workspaceId: number;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  owner = await signedInMember(t);
  workspaceId = (await createWorkspace(owner.client, 'Invited team')).id;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.services.settings.save({
    'registration.disable': false,
    require_email_confirmation: false,
  });
});

const newEmail = () => `invited-${++sequence}@example.com`;

function register(email: string, extra: Record<string, unknown>) {
  return t
    .client()
    .post(
      '/auth/register',
      { email, password: PASSWORD, password_confirmation: PASSWORD, ...extra },
      { headers: { 'x-forwarded-for': `192.0.2.${++sequence}` } },
    );
}

async function invitedEmail(roleId?: number) {
  const email = newEmail();
  const [sent] = await invite(owner.client, workspaceId, [email], roleId);
  return { email, inviteId: sent!.id };
}

const asWorkspaceInvite = (inviteId: string) => ({ invite_id: inviteId, invite_type: 'workspace' });

async function membersOf() {
  const response = await owner.client.get(`/api/v1/workspace/${workspaceId}`, {
    query: { with: 'members,invites' },
  });
  return response.json().workspace as {
    members: Array<{ id: number; email: string; role_id: number }>;
    invites: Array<{ id: string }>;
  };
}

describe('POST auth/register with a workspace invite', () => {
  it("joins the workspace with the invite's role, verified, and spends the invite", async () => {
    await t.app.services.settings.save({ require_email_confirmation: true });
    const editorRole = await workspaceRoleId(owner.client, 'Workspace Editor');
    const { email, inviteId } = await invitedEmail(editorRole);
    const response = await register(email.toUpperCase(), asWorkspaceInvite(inviteId));
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('success');
    expect(response.json().bootstrapData.user.email_verified_at).toEqual(expect.any(String));
    const { members, invites } = await membersOf();
    expect(members).toContainEqual(expect.objectContaining({ email, role_id: editorRole }));
    expect(invites.map((i) => i.id)).not.toContain(inviteId);
  });

  it('works while registration is disabled', async () => {
    await t.app.services.settings.save({ 'registration.disable': true });
    const { email, inviteId } = await invitedEmail();
    const response = await register(email, asWorkspaceInvite(inviteId));
    expect(response.statusCode).toBe(200);
    expect((await membersOf()).members.map((m) => m.email)).toContain(email);
  });

  it('refuses an invite sent to another address (422 on email), creating nothing', async () => {
    const { inviteId } = await invitedEmail();
    const other = newEmail();
    for (const disable of [false, true]) {
      await t.app.services.settings.save({ 'registration.disable': disable });
      const response = await register(other, asWorkspaceInvite(inviteId));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        email: ['The email must be the address the invitation was sent to.'],
      });
    }
    expect(await t.app.services.users.findByEmail(other)).toBeUndefined();
    expect((await membersOf()).invites.map((i) => i.id)).toContain(inviteId);
  });

  it('refuses a used or expired invite: 422 on invite_id, or 403 while registration is disabled', async () => {
    const used = await invitedEmail();
    expect((await register(used.email, asWorkspaceInvite(used.inviteId))).statusCode).toBe(200);
    const [expiredInvite] = await atTimeOffset(-8 * DAY_MS, () =>
      invite(owner.client, workspaceId, [newEmail()]),
    );
    const cases = [
      { email: newEmail(), inviteId: used.inviteId },
      { email: expiredInvite!.email, inviteId: expiredInvite!.id },
      { email: newEmail(), inviteId: 'never-sent' },
    ];
    for (const { email, inviteId } of cases) {
      const response = await register(email, asWorkspaceInvite(inviteId));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ invite_id: [NO_LONGER_VALID] });
      expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
    }
    await t.app.services.settings.save({ 'registration.disable': true });
    for (const { email, inviteId } of cases) {
      const response = await register(email, asWorkspaceInvite(inviteId));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(DISABLED);
    }
  });

  it('refuses anything but a workspace invite while registration is disabled', async () => {
    await t.app.services.settings.save({ 'registration.disable': true });
    const { email, inviteId } = await invitedEmail();
    for (const extra of [
      {},
      { invite_id: inviteId, invite_type: 'team' },
      { invite_id: inviteId },
    ]) {
      const response = await register(email, extra);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(DISABLED);
    }
    expect(await t.app.services.users.findByEmail(email)).toBeUndefined();
  });
});
