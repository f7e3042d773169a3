import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspacePermissionNames } from '@common/api/workspaces';
import { del, expectFieldErrors, put, signedInMember } from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  addMember,
  createWorkspace,
  workspaceRoleId,
  type Member,
} from '../support/workspace-factories';

let t: TestApp;
let owner: Member;
let other: Member;
let roles: { admin: number; editor: number; member: number };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInMember(t, { name: 'Ann Owner' });
  other = await signedInMember(t);
  roles = {
    admin: await workspaceRoleId(owner.client, 'Workspace Admin'),
    editor: await workspaceRoleId(owner.client, 'Workspace Editor'),
    member: await workspaceRoleId(owner.client, 'Workspace Member'),
  };
});
afterAll(() => t.close());

describe('workspaces', () => {
  it('refuses visitors with 401', async () => {
    const guest = t.client();
    expect((await guest.get('/api/v1/me/workspaces')).statusCode).toBe(401);
    expect((await guest.post('/api/v1/workspace', { name: 'Team' })).statusCode).toBe(401);
  });

  it("lists 'Default' first, then the user's workspaces by name", async () => {
    const member = await signedInMember(t);
    const empty = (await member.client.get('/api/v1/me/workspaces')).json().workspaces;
    expect(empty).toEqual([
      {
        id: 0,
        name: 'Default',
        default: true,
        owner_id: member.user.id,
        members_count: 1,
        my_permissions: [...workspacePermissionNames],
        created_at: null,
      },
    ]);
    await createWorkspace(member.client, 'Zebra team');
    const alpha = await createWorkspace(member.client, 'Alpha team');
    expect(alpha).toMatchObject({
      name: 'Alpha team',
      default: false,
      owner_id: member.user.id,
      members_count: 1,
      my_permissions: [...workspacePermissionNames],
    });
    const names = (await member.client.get('/api/v1/me/workspaces'))
      .json()
      .workspaces.map((w: { name: string }) => w.name);
    expect(names).toEqual(['Default', 'Alpha team', 'Zebra team']);
    expect(
      (await other.client.get('/api/v1/me/workspaces'))
        .json()
        .workspaces.map((w: { id: number }) => w.id),
    ).not.toContain(alpha.id);
  });

  it('lists only the workspace roles with type=workspace, and site roles only to roles.update', async () => {
    const response = await owner.client.get('/api/v1/roles', {
      query: { type: 'workspace', orderDir: 'asc' },
    });
    expect(response.json().data.map((r: { name: string }) => r.name)).toEqual([
      'Workspace Admin',
      'Workspace Editor',
      'Workspace Member',
    ]);
    expect((await owner.client.get('/api/v1/roles')).statusCode).toBe(403);
  });

  it('answers 422 for a missing or too long name', async () => {
    expectFieldErrors(await owner.client.post('/api/v1/workspace', { name: ' ' }), ['name']);
    expect(
      (await owner.client.post('/api/v1/workspace', { name: ' ' })).json().errors.name,
    ).toEqual(['The name field is required.']);
    expectFieldErrors(await owner.client.post('/api/v1/workspace', { name: 'x'.repeat(61) }), [
      'name',
    ]);
  });

  it('shows members and invites only to members (404 for outsiders and unknown ids)', async () => {
    const workspace = await createWorkspace(owner.client, 'Shown');
    await owner.client.post(`/api/v1/workspace/${workspace.id}/invite`, {
      emails: ['pending@example.com'],
    });
    const shown = await owner.client.get(`/api/v1/workspace/${workspace.id}`, {
      query: { with: 'members,invites' },
    });
    expect(shown.statusCode).toBe(200);
    const body = shown.json().workspace;
    expect(body.members).toEqual([
      expect.objectContaining({
        id: owner.user.id,
        name: 'Ann Owner',
        email: owner.user.email,
        role_id: roles.admin,
        role_name: 'Workspace Admin',
        is_owner: true,
      }),
    ]);
    expect(body.invites).toEqual([
      expect.objectContaining({
        email: 'pending@example.com',
        role_id: roles.member,
        role_name: 'Workspace Member',
      }),
    ]);
    const plain = (await owner.client.get(`/api/v1/workspace/${workspace.id}`)).json().workspace;
    expect(plain.members).toBeUndefined();
    expect((await other.client.get(`/api/v1/workspace/${workspace.id}`)).statusCode).toBe(404);
    expect((await owner.client.get('/api/v1/workspace/999999')).statusCode).toBe(404);
    expect((await owner.client.get('/api/v1/workspace/abc')).statusCode).toBe(404);
    expectFieldErrors(
      await owner.client.get(`/api/v1/workspace/${workspace.id}`, { query: { with: 'secrets' } }),
      ['with'],
    );
  });

  it('renames with workspace.update: the owner and admins yes, members 403, outsiders 404', async () => {
    const workspace = await createWorkspace(owner.client, 'Before');
    const admin = await signedInMember(t);
    const member = await signedInMember(t);
    await addMember(owner.client, workspace.id, admin, roles.admin);
    await addMember(owner.client, workspace.id, member);
    const url = `/api/v1/workspace/${workspace.id}`;
    const renamed = await put(owner.client, url, { name: 'After' });
    expect(renamed.json().workspace.name).toBe('After');
    expect((await put(admin.client, url, { name: 'By admin' })).statusCode).toBe(200);
    expect((await put(member.client, url, { name: 'By member' })).statusCode).toBe(403);
    expect((await put(other.client, url, { name: 'By outsider' })).statusCode).toBe(404);
    expectFieldErrors(await put(owner.client, url, { name: '' }), ['name']);
    const { workspace: shown } = (await member.client.get(url)).json();
    expect(shown).toMatchObject({ name: 'By admin', members_count: 3, my_permissions: [] });
  });

  it('deletes only for the owner, with its members and invites', async () => {
    const workspace = await createWorkspace(owner.client, 'Doomed');
    const admin = await signedInMember(t);
    await addMember(owner.client, workspace.id, admin, roles.admin);
    await owner.client.post(`/api/v1/workspace/${workspace.id}/invite`, {
      emails: ['doomed@example.com'],
    });
    const url = `/api/v1/workspace/${workspace.id}`;
    expect((await del(admin.client, url)).statusCode).toBe(403);
    expect((await del(other.client, url)).statusCode).toBe(404);
    expect((await del(owner.client, url)).json()).toEqual({ ok: true });
    expect((await owner.client.get(url)).statusCode).toBe(404);
    const ids = (await admin.client.get('/api/v1/me/workspaces'))
      .json()
      .workspaces.map((w: { id: number }) => w.id);
    expect(ids).toEqual([0]);
  });
});

describe('workspace members', () => {
  it('changes roles with members.update, never the owner, only to workspace roles', async () => {
    const workspace = await createWorkspace(owner.client, 'Roles');
    const admin = await signedInMember(t);
    const editor = await signedInMember(t);
    await addMember(owner.client, workspace.id, admin, roles.admin);
    await addMember(owner.client, workspace.id, editor, roles.editor);
    const url = (userId: number) =>
      `/api/v1/workspace/${workspace.id}/member/${userId}/change-role`;

    const changed = await admin.client.post(url(editor.user.id), { roleId: roles.member });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({
      id: editor.user.id,
      role_id: roles.member,
      role_name: 'Workspace Member',
      is_owner: false,
    });
    expect(
      (await editor.client.post(url(admin.user.id), { roleId: roles.member })).statusCode,
    ).toBe(403);
    expect((await admin.client.post(url(owner.user.id), { roleId: roles.member })).statusCode).toBe(
      403,
    );
    expect((await other.client.post(url(editor.user.id), { roleId: roles.admin })).statusCode).toBe(
      404,
    );
    expect((await admin.client.post(url(other.user.id), { roleId: roles.admin })).statusCode).toBe(
      404,
    );
    const siteRole = (await t.app.services.repositories.roles.defaultRole())!.id;
    const refused = await admin.client.post(url(editor.user.id), { roleId: siteRole });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ roleId: ['The role must be a workspace role.'] });
    expectFieldErrors(await admin.client.post(url(editor.user.id), {}), ['roleId']);
  });

  it('removes with members.delete, lets members leave, and protects the owner', async () => {
    const workspace = await createWorkspace(owner.client, 'Members');
    const admin = await signedInMember(t);
    const editor = await signedInMember(t);
    const member = await signedInMember(t);
    await addMember(owner.client, workspace.id, admin, roles.admin);
    await addMember(owner.client, workspace.id, editor, roles.editor);
    await addMember(owner.client, workspace.id, member);
    const url = (userId: number) => `/api/v1/workspace/${workspace.id}/member/${userId}`;

    expect((await del(editor.client, url(member.user.id))).statusCode).toBe(403);
    expect((await del(member.client, url(member.user.id))).json()).toEqual({ ok: true });
    expect((await member.client.get(`/api/v1/workspace/${workspace.id}`)).statusCode).toBe(404);
    expect((await del(admin.client, url(editor.user.id))).json()).toEqual({ ok: true });
    expect((await del(admin.client, url(owner.user.id))).statusCode).toBe(403);
    expect((await del(owner.client, url(owner.user.id))).statusCode).toBe(403);
    expect((await del(admin.client, url(other.user.id))).statusCode).toBe(404);
    expect((await del(other.client, url(admin.user.id))).statusCode).toBe(404);
    const { workspace: shown } = (
      await owner.client.get(`/api/v1/workspace/${workspace.id}`, { query: { with: 'members' } })
    ).json();
    expect(shown.members.map((m: { id: number }) => m.id)).toEqual([owner.user.id, admin.user.id]);
  });
});
