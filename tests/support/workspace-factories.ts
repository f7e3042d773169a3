import { expect, vi } from 'vitest';
import type { Workspace, WorkspaceInvite } from '@common/api/workspaces';
import type { TestClient } from './test-client';

export interface Member {
  client: TestClient;
  user: { id: number; email: string; name: string };
}

/** The id of a workspace role, by name, as GET roles?type=workspace lists it. */
export async function workspaceRoleId(client: TestClient, name: string): Promise<number> {
  const response = await client.get('/api/v1/roles', { query: { type: 'workspace' } });
  expect(response.statusCode).toBe(200);
  const role = (response.json().data as Array<{ id: number; name: string }>).find(
    (r) => r.name === name,
  );
  expect(role).toBeDefined();
  return role!.id;
}

export async function createWorkspace(client: TestClient, name: string): Promise<Workspace> {
  const response = await client.post('/api/v1/workspace', { name });
  expect(response.statusCode).toBe(200);
  return response.json().workspace;
}

export async function invite(
  client: TestClient,
  workspaceId: number,
  emails: string[],
  roleId?: number,
): Promise<WorkspaceInvite[]> {
  const response = await client.post(`/api/v1/workspace/${workspaceId}/invite`, {
    emails,
    ...(roleId ? { roleId } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json().invites;
}

/** The member joins the owner's workspace through an invite, with the role given. */
export async function addMember(
  owner: TestClient,
  workspaceId: number,
  member: Member,
  roleId?: number,
): Promise<void> {
  const [sent] = await invite(owner, workspaceId, [member.user.email], roleId);
  const joined = await member.client.get(`/api/v1/workspace/join/${sent!.id}`);
  expect(joined.statusCode).toBe(200);
}

/** `run` with Date.now() moved by `offsetMs` (an invite made 8 days ago has expired). */
export async function atTimeOffset<T>(offsetMs: number, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + offsetMs);
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

export const DAY_MS = 86_400_000;

/** Sends with the workspaceId param, as the client does for a nonzero active workspace. */
export const inWorkspace = (workspaceId: number) => ({ workspaceId: String(workspaceId) });
