import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bootstrapResponse } from '@common/api/bootstrap';
import { userSession } from '@common/api/sessions';
import { adminUserListItem, adminUserRecord, userRecord } from '@common/api/users';
import { permissionAccess } from '@server/http/route-access';
import { buildUser } from '../support/factories';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/test-client';

/**
 * The response schema is the contract: a route answers the fields its schema names and nothing
 * else, whatever the handler hands it. The users routes prove it on rows that hold secrets.
 */
let t: TestApp;
let admin: TestClient;

const TOTP_SECRET = 'TOTP-SECRET-NEVER-SENT';
const RECOVERY_CODES = 'RECOVERY-CODES-NEVER-SENT';

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A careless handler: the whole row, secrets included, under the admin record's schema.
      app.get(
        '/api/v1/probe/admin-user-row/:id',
        {
          config: permissionAccess('users.update', true),
          schema: { response: { 200: z.object({ user: adminUserRecord }) } },
        },
        async (request) => {
          const id = Number((request.params as { id: string }).id);
          const row = await app.services.db
            .selectFrom('users')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          return { user: { ...row, roles: [], role_ids: [], permissions: [] } };
        },
      );
    },
  });
  admin = t.client();
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** A signed-in user whose row holds a password hash and two-factor secrets. */
async function userWithSecrets() {
  const user = await buildUser(t.app);
  await t.app.services.db
    .updateTable('users')
    .set({
      two_factor_secret: TOTP_SECRET,
      two_factor_recovery_codes: RECOVERY_CODES,
      two_factor_confirmed_at: null,
    })
    .where('id', '=', user.id)
    .execute();
  const row = await t.app.services.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const client = t.client();
  await client.login(user.email, user.password);
  return { user, client, secrets: [row.password!, TOTP_SECRET, RECOVERY_CODES] };
}

function expectExactly(answer: Record<string, unknown>, schema: z.ZodObject, secrets: string[]) {
  expect(Object.keys(answer).sort()).toEqual(Object.keys(schema.shape).sort());
  const text = JSON.stringify(answer);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('response schemas', () => {
  it('drop what a handler returns beyond them, even a whole row with its secrets', async () => {
    const { user, secrets } = await userWithSecrets();
    const response = await admin.get(`/api/v1/probe/admin-user-row/${user.id}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json().user;
    expectExactly(answer, adminUserRecord, secrets);
    expect(answer).not.toHaveProperty('password');
    expect(answer).not.toHaveProperty('two_factor_secret');
    expect(answer).not.toHaveProperty('two_factor_recovery_codes');
    expect(answer).not.toHaveProperty('two_factor_last_step');
  });

  it('the users routes answer exactly the fields of their schemas, never the secrets', async () => {
    const { user, client, secrets } = await userWithSecrets();
    const list = await admin.get('/api/v1/admin/users', { query: { ids: String(user.id) } });
    expectExactly(list.json().data[0], adminUserListItem, secrets);
    expectExactly(
      (await admin.get(`/api/v1/admin/users/${user.id}`)).json().user,
      adminUserRecord,
      secrets,
    );
    expectExactly((await admin.get(`/api/v1/users/${user.id}`)).json().user, userRecord, secrets);
    expectExactly((await client.get('/api/v1/users/me')).json().user, userRecord, secrets);
  });

  it('sign-in answers carry the bootstrap data schema, with the user but no secret', async () => {
    const { user, secrets } = await userWithSecrets();
    const response = await t.client().post('/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectExactly(body, bootstrapResponse, secrets);
    expectExactly(body.bootstrapData.user, userRecord, secrets);
  });

  it('sessions never show their stored id or cookie', async () => {
    const { client } = await userWithSecrets();
    const response = await client.get('/api/v1/user-sessions');
    const [session] = response.json().sessions;
    const stored = await t.app.services.db.selectFrom('sessions').select('id').execute();
    expectExactly(
      session,
      userSession,
      stored.map((row) => row.id),
    );
  });
});
