import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { del, put, signedInMember } from '../support/community-factories';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';
import { tinyPng, uploadFile } from '../support/uploads';
import {
  addMember,
  createWorkspace,
  inWorkspace,
  workspaceRoleId,
  type Member,
} from '../support/workspace-factories';

/** Lists and file entries made in a workspace belong to it (issue 17, item 4). */
let t: TestApp;
let ownerA: Member;
let memberA: Member;
let editorA: Member;
let ownerB: Member;
let outsider: Member;
let workspaceA: number;
let workspaceB: number;

const files = { permissions: ['files.create'] };

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await signedInMember(t, files);
  memberA = await signedInMember(t, files);
  editorA = await signedInMember(t, files);
  ownerB = await signedInMember(t, files);
  outsider = await signedInMember(t, files);
  workspaceA = (await createWorkspace(ownerA.client, 'A')).id;
  workspaceB = (await createWorkspace(ownerB.client, 'B')).id;
  await addMember(ownerA.client, workspaceA, memberA);
  await addMember(
    ownerA.client,
    workspaceA,
    editorA,
    await workspaceRoleId(ownerA.client, 'Workspace Editor'),
  );
});
afterAll(() => t.close());

async function createList(client: TestClient, workspaceId: number, name: string, isPublic = false) {
  return client.send('POST', '/api/v1/lists', {
    query: inWorkspace(workspaceId),
    body: { name, public: isPublic },
  });
}

async function listIn(client: TestClient, workspaceId: number, name: string, isPublic = false) {
  const response = await createList(client, workspaceId, name, isPublic);
  expect(response.statusCode).toBe(200);
  return response.json().list.id as number;
}

async function fileIn(client: TestClient, workspaceId: number) {
  const response = await uploadFile(client, {
    name: 'shared.png',
    bytes: tinyPng(),
    type: 'image/png',
    metadata: { workspaceId },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().fileEntry.workspace_id).toBe(workspaceId);
  return response.json().fileEntry.id as number;
}

const workspaceListIds = async (client: TestClient, workspaceId: number) => {
  const response = await client.get('/api/v1/lists', { query: inWorkspace(workspaceId) });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((list: { id: number }) => list.id) as number[];
};

const trash = (client: TestClient, entryId: number) =>
  client.post('/api/v1/file-entries/delete', { entryIds: [entryId] });

describe('workspace lists and files', () => {
  it("a member of workspace A cannot read workspace B's lists or files", async () => {
    const listB = await listIn(ownerB.client, workspaceB, 'B private');
    const fileB = await fileIn(ownerB.client, workspaceB);
    await listIn(ownerA.client, workspaceA, 'A private');

    expect(
      (await memberA.client.get('/api/v1/lists', { query: inWorkspace(workspaceB) })).statusCode,
    ).toBe(403);
    expect((await memberA.client.get(`/api/v1/lists/${listB}`)).statusCode).toBe(404);
    expect((await memberA.client.get(`/api/v1/file-entries/${fileB}`)).statusCode).toBe(404);
    const listed = await memberA.client.get('/api/v1/file-entries', {
      query: inWorkspace(workspaceB),
    });
    expect(listed.json().data.map((entry: { id: number }) => entry.id)).not.toContain(fileB);
    expect((await createList(memberA.client, workspaceB, 'Sneaky')).statusCode).toBe(403);
    const upload = await uploadFile(memberA.client, {
      name: 'sneaky.png',
      bytes: tinyPng(),
      type: 'image/png',
      metadata: { workspaceId: workspaceB },
    });
    expect(upload.statusCode).toBe(403);
  });

  it("shows a workspace's lists and files to its members", async () => {
    const ownersList = await listIn(ownerA.client, workspaceA, 'Shared picks');
    const membersList = await listIn(memberA.client, workspaceA, 'Member picks');
    const personal = await listIn(memberA.client, 0, 'Personal');
    const ids = await workspaceListIds(editorA.client, workspaceA);
    expect(ids).toEqual(expect.arrayContaining([ownersList, membersList]));
    expect(ids).not.toContain(personal);
    expect((await memberA.client.get(`/api/v1/lists/${ownersList}`)).statusCode).toBe(200);
    expect((await outsider.client.get(`/api/v1/lists/${ownersList}`)).statusCode).toBe(404);

    const file = await fileIn(ownerA.client, workspaceA);
    expect((await memberA.client.get(`/api/v1/file-entries/${file}`)).statusCode).toBe(200);
    const listed = await memberA.client.get('/api/v1/file-entries', {
      query: inWorkspace(workspaceA),
    });
    expect(listed.json().data.map((entry: { id: number }) => entry.id)).toContain(file);
    expect((await outsider.client.get(`/api/v1/file-entries/${file}`)).statusCode).toBe(404);
  });

  it('lets members edit their own, lists.update and files.update holders anything, outsiders nothing', async () => {
    const ownersList = await listIn(ownerA.client, workspaceA, 'Owner list');
    const publicList = await listIn(ownerA.client, workspaceA, 'Public owner list', true);
    const membersList = await listIn(memberA.client, workspaceA, 'Mine');
    const url = (id: number) => `/api/v1/lists/${id}`;

    expect(
      (await put(memberA.client, url(membersList), { name: 'Mine, renamed' })).statusCode,
    ).toBe(200);
    expect((await put(memberA.client, url(ownersList), { name: 'Taken over' })).statusCode).toBe(
      403,
    );
    expect((await put(editorA.client, url(ownersList), { name: 'Edited' })).statusCode).toBe(200);
    expect((await put(outsider.client, url(ownersList), { name: 'Outsider' })).statusCode).toBe(
      404,
    );
    expect((await put(outsider.client, url(publicList), { name: 'Outsider' })).statusCode).toBe(
      403,
    );
    expect((await del(outsider.client, url(publicList))).statusCode).toBe(403);
    expect((await del(memberA.client, url(publicList))).statusCode).toBe(403);
    expect((await del(editorA.client, url(publicList))).json()).toEqual({ ok: true });
    expect((await del(memberA.client, url(membersList))).json()).toEqual({ ok: true });

    const ownersFile = await fileIn(ownerA.client, workspaceA);
    const membersFile = await fileIn(memberA.client, workspaceA);
    expect((await trash(memberA.client, ownersFile)).statusCode).toBe(403);
    expect((await trash(outsider.client, ownersFile)).statusCode).toBe(404);
    expect((await trash(memberA.client, membersFile)).statusCode).toBe(200);
    expect((await trash(editorA.client, ownersFile)).statusCode).toBe(200);
  });

  it("returns a deleted workspace's lists and files to their creators", async () => {
    const doomed = (await createWorkspace(ownerA.client, 'Doomed')).id;
    await addMember(ownerA.client, doomed, memberA);
    const ownersList = await listIn(ownerA.client, doomed, 'Owner keeps this');
    const membersList = await listIn(memberA.client, doomed, 'Member keeps this');
    const membersFile = await fileIn(memberA.client, doomed);
    expect((await del(ownerA.client, `/api/v1/workspace/${doomed}`)).json()).toEqual({ ok: true });

    const mine = await memberA.client.get('/api/v1/lists');
    expect(mine.json().data.map((list: { id: number }) => list.id)).toContain(membersList);
    expect((await memberA.client.get(`/api/v1/lists/${membersList}`)).statusCode).toBe(200);
    expect((await memberA.client.get(`/api/v1/lists/${ownersList}`)).statusCode).toBe(404);
    expect((await ownerA.client.get(`/api/v1/lists/${ownersList}`)).statusCode).toBe(200);
    const entry = await memberA.client.get(`/api/v1/file-entries/${membersFile}`);
    expect(entry.json().fileEntry.workspace_id).toBe(0);
    expect((await ownerA.client.get(`/api/v1/file-entries/${membersFile}`)).statusCode).toBe(404);
    expect(
      (await memberA.client.get('/api/v1/lists', { query: inWorkspace(doomed) })).statusCode,
    ).toBe(403);
  });
});
