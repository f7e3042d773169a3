import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@common/api/responses';
import { adminSettingsResponse } from '@common/api/settings';
import { permissionAccess } from '../../http/route-access';
import { maskSecrets } from './secret-settings';
import { settingsInput } from './settings-input';

const testMailInput = z.strictObject({
  to: z.email('Enter a valid email address.').max(255),
});

const access = permissionAccess('settings.update', true);
const settingsResponse = { 200: adminSettingsResponse };

/** Admin settings (spec 2.9 settings tabs): read with secrets masked, save, send a test mail. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings, testMail } = app.services;

  const masked = async () =>
    maskSecrets((await settings.all()) as unknown as Record<string, unknown>);

  app.get(
    '/api/v1/settings',
    { config: access, schema: { summary: 'Read the site settings', response: settingsResponse } },
    async () => masked(),
  );

  app.put(
    '/api/v1/settings',
    {
      config: access,
      schema: { summary: 'Save site settings', body: settingsInput, response: settingsResponse },
    },
    async ({ body }) => {
      if (Object.keys(body).length) await settings.save(body);
      return masked();
    },
  );

  app.post(
    '/api/v1/settings/test-mail',
    {
      config: access,
      schema: {
        summary: 'Send a test mail',
        body: testMailInput,
        response: { 200: messageResponse },
      },
    },
    async ({ body }) => {
      await testMail.send(body.to);
      return { message: 'Test mail sent.' };
    },
  );
};
