import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, expectFieldErrors, signedInMember } from '../support/community-factories';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addMember,
  atTimeOffset,
  createWorkspace,
  DAY_MS,
  invite,
  workspaceRoleId,
  type Member,
} from '../support/workspace-factories';

const NO_LONGER_VALID = 'This invite is no longer valid';

let t: TestApp;
let smtp: SmtpCapture;
let ann: Member;
let team: { id: number };
let editorRole: number;
let sequence = 0;

const nextEmail = () => `invitee${++sequence}@example.com`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { MAIL_URL: smtp.url } });
  await t.app.services.settings.save({ 'notifications.integrated': true });
  ann = await signedInMember(t, { name: 'Ann' });
  team = await createWorkspace(ann.client, 'Team');
  editorRole = await workspaceRoleId(ann.client, 'Workspace Editor');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const joinUrl = (inviteId: string) => `/api/v1/workspace/join/${inviteId}`;

async function membersOf(workspaceId: number) {
  const response = await ann.client.get(`/api/v1/workspace/${workspaceId}`, {
    query: { with: 'members,invites' },
  });
  return response.json().workspace as {
    members: Array<{ id: number; role_id: number }>;
    invites: Array<{ id: string; email: string; expires_at: string }>;
  };
}

describe('POST workspace/{id}/invite', () => {
  it('mails a join link to the login page for an account, with the inviter and workspace', async () => {
    const bob = await signedInMember(t);
    const [sent] = await invite(ann.client, team.id, [bob.user.email.toUpperCase()]);
    expect(sent).toMatchObject({ email: bob.user.email, role_name: 'Workspace Member' });
    expect(Buffer.from(sent!.id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(Date.parse(sent!.expires_at) - Date.parse(sent!.created_at)).toBe(7 * DAY_MS);
    const mail = await smtp.waitFor(bob.user.email, (m) => m.text?.includes(sent!.id) ?? false);
    expect(mail.subject).toBe('Ann invited you to join Team on Cinedex');
    const link = `${t.config.appUrl}/workspace/join/login?inviteId=${sent!.id}&email=${encodeURIComponent(bob.user.email)}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('sends an invitee with an account a workspace_invitation notification with join and decline', async () => {
    const gina = await signedInMember(t);
    const [sent] = await invite(ann.client, team.id, [gina.user.email]);
    await t.app.services.jobs.idle();
    // one email, the notification's, with the join link (not a second invitation email)
    await smtp.waitFor(gina.user.email);
    const mails = smtp.messages.filter((mail) => mail.envelope.to.includes(gina.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Ann invited you to join Team on Cinedex');
    expect(mails[0]!.text).toContain(`/workspace/join/login?inviteId=${sent!.id}`);
    expect(mails[0]!.text).not.toContain('**');
    const response = await gina.client.get('/api/v1/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.data).toEqual([
      expect.objectContaining({
        type: 'workspace_invitation',
        read_at: null,
        data: expect.objectContaining({
          inviteId: sent!.id,
          mainAction: {
            action: `/workspace/join/login?inviteId=${sent!.id}&email=${encodeURIComponent(gina.user.email)}`,
            label: 'Join workspace',
          },
          lines: [
            expect.objectContaining({
              type: 'primary',
              content: '**Ann** invited you to join **Team**.',
            }),
          ],
          buttonActions: [
            { label: 'Join', action: 'join' },
            { label: 'Decline', action: 'decline' },
          ],
        }),
      }),
    ]);
  });

  it('mails the invitation itself to an account holder while notifications are off', async () => {
    const hal = await signedInMember(t);
    await t.app.services.settings.save({ 'notifications.integrated': false });
    try {
      const [sent] = await invite(ann.client, team.id, [hal.user.email]);
      const mail = await smtp.waitFor(hal.user.email);
      expect(mail.subject).toBe('Ann invited you to join Team on Cinedex');
      expect(mail.text).toContain(`/workspace/join/login?inviteId=${sent!.id}`);
      expect(mail.text).not.toContain('Unsubscribe');
    } finally {
      await t.app.services.settings.save({ 'notifications.integrated': true });
    }
  });

  it('mails a link to the registration page for an address without an account', async () => {
    const email = nextEmail();
    const [sent] = await invite(ann.client, team.id, [email], editorRole);
    expect(sent).toMatchObject({ email, role_id: editorRole, role_name: 'Workspace Editor' });
    const mail = await smtp.waitFor(email);
    expect(mail.text).toContain(
      `${t.config.appUrl}/workspace/join/register?inviteId=${sent!.id}&email=${encodeURIComponent(email)}&invite_type=workspace`,
    );
  });

  it('skips duplicates, members and live invites, and replaces an expired invite', async () => {
    const fresh = nextEmail();
    const live = nextEmail();
    const expired = nextEmail();
    await invite(ann.client, team.id, [live]);
    const [old] = await atTimeOffset(-8 * DAY_MS, () => invite(ann.client, team.id, [expired]));
    const sent = await invite(ann.client, team.id, [
      fresh,
      fresh.toUpperCase(),
      ann.user.email,
      live,
      expired,
    ]);
    expect(sent.map((i) => i.email)).toEqual([fresh, expired]);
    const replacement = sent.find((i) => i.email === expired)!;
    expect(replacement.id).not.toBe(old!.id);
    const { invites } = await membersOf(team.id);
    expect(invites.filter((i) => i.email === expired).map((i) => i.id)).toEqual([replacement.id]);
  });

  it('needs members.invite (403), membership (404), workspace roles and valid emails (422)', async () => {
    const member = await signedInMember(t);
    const outsider = await signedInMember(t);
    await addMember(ann.client, team.id, member);
    const url = `/api/v1/workspace/${team.id}/invite`;
    expect((await member.client.post(url, { emails: [nextEmail()] })).statusCode).toBe(403);
    expect((await outsider.client.post(url, { emails: [nextEmail()] })).statusCode).toBe(404);
    expectFieldErrors(await ann.client.post(url, { emails: ['not-an-email'] }), ['emails.0']);
    expectFieldErrors(await ann.client.post(url, { emails: [] }), ['emails']);
    const siteRole = (await t.app.services.repositories.roles.defaultRole())!.id;
    const refused = await ann.client.post(url, { emails: [nextEmail()], roleId: siteRole });
    expect(refused.json().errors).toEqual({ roleId: ['The role must be a workspace role.'] });
    expect((await t.client().post(url, { emails: [nextEmail()] })).statusCode).toBe(401);
  });
});

describe('GET workspace/join/{inviteId}', () => {
  it("joins the invitee with the invite's role, once; another user gets 404", async () => {
    const carol = await signedInMember(t);
    const dave = await signedInMember(t);
    const [sent] = await invite(ann.client, team.id, [carol.user.email], editorRole);
    const byOther = await dave.client.get(joinUrl(sent!.id));
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(NO_LONGER_VALID);

    const joined = await carol.client.get(joinUrl(sent!.id));
    expect(joined.statusCode).toBe(200);
    expect(joined.json().workspace).toMatchObject({
      id: team.id,
      name: 'Team',
      my_permissions: ['members.invite', 'lists.update', 'files.update'],
    });
    const { members, invites } = await membersOf(team.id);
    expect(members).toContainEqual(
      expect.objectContaining({ id: carol.user.id, role_id: editorRole }),
    );
    expect(invites.map((i) => i.id)).not.toContain(sent!.id);

    const again = await carol.client.get(joinUrl(sent!.id));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NO_LONGER_VALID);
    expect((await carol.client.get(joinUrl('unknown-invite'))).json().message).toBe(
      NO_LONGER_VALID,
    );
    expect((await t.client().get(joinUrl(sent!.id))).statusCode).toBe(401);
  });

  it('refuses an expired invite with 404', async () => {
    const erin = await signedInMember(t);
    const [sent] = await atTimeOffset(-8 * DAY_MS, () =>
      invite(ann.client, team.id, [erin.user.email]),
    );
    const response = await erin.client.get(joinUrl(sent!.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NO_LONGER_VALID);
    expect((await membersOf(team.id)).members.map((m) => m.id)).not.toContain(erin.user.id);
  });
});

describe('DELETE workspace/invite/{inviteId} and resend', () => {
  it('lets the invitee decline', async () => {
    const frank = await signedInMember(t);
    const [sent] = await invite(ann.client, team.id, [frank.user.email]);
    expect((await del(frank.client, `/api/v1/workspace/invite/${sent!.id}`)).json()).toEqual({
      ok: true,
    });
    expect((await frank.client.get(joinUrl(sent!.id))).statusCode).toBe(404);
    expect((await del(frank.client, `/api/v1/workspace/invite/${sent!.id}`)).statusCode).toBe(404);
  });

  it('lets members.invite holders withdraw, refuses other members (403) and outsiders (404)', async () => {
    const member = await signedInMember(t);
    const outsider = await signedInMember(t);
    await addMember(ann.client, team.id, member);
    const [sent] = await invite(ann.client, team.id, [nextEmail()]);
    const url = `/api/v1/workspace/invite/${sent!.id}`;
    expect((await del(outsider.client, url)).statusCode).toBe(404);
    expect((await del(member.client, url)).statusCode).toBe(403);
    expect((await del(ann.client, url)).json()).toEqual({ ok: true });
    expect((await membersOf(team.id)).invites.map((i) => i.id)).not.toContain(sent!.id);
  });

  it('resends with a new 7 days and the email again, reviving an expired invite', async () => {
    const email = nextEmail();
    const [old] = await atTimeOffset(-8 * DAY_MS, () => invite(ann.client, team.id, [email]));
    const response = await ann.client.post(`/api/v1/workspace/${team.id}/invite/${old!.id}/resend`);
    expect(response.statusCode).toBe(200);
    const { invite: renewed } = response.json();
    expect(renewed.id).toBe(old!.id);
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const first = await smtp.waitFor(email);
    const second = await smtp.waitFor(email, (mail) => mail !== first);
    expect(second.text).toContain(`inviteId=${old!.id}`);

    const outsider = await signedInMember(t);
    const url = `/api/v1/workspace/${team.id}/invite/${old!.id}/resend`;
    expect((await outsider.client.post(url)).statusCode).toBe(404);
    expect(
      (await ann.client.post(`/api/v1/workspace/${team.id}/invite/nope/resend`)).statusCode,
    ).toBe(404);
  });

  it("rate-limits a member's invitations (workspaceInvites: 30 an hour)", async () => {
    const busy = await signedInMember(t);
    const workspace = await createWorkspace(busy.client, 'Busy');
    const url = `/api/v1/workspace/${workspace.id}/invite`;
    for (let i = 0; i < 30; i++) {
      // the owner's own address is skipped: nothing is mailed
      const response = await busy.client.post(url, { emails: [busy.user.email] });
      expect(response.statusCode).toBe(200);
    }
    expect((await busy.client.post(url, { emails: [busy.user.email] })).statusCode).toBe(429);
  });
});
