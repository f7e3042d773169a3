import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validationError } from '../../http/http-error';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { maskSecrets } from './secret-settings';
import { parseSettingsInput } from './settings-input';
import { testMail } from './test-mail';

const testMailSchema = z.strictObject({
  to: z.email('Enter a valid email address.').max(255),
});

/** Admin settings (spec 2.9 settings tabs): read with secrets masked, save, send a test mail. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const { settings, mail } = app.services;
  const access = { config: permissionAccess('settings.update', true) };

  const masked = async () =>
    maskSecrets((await settings.all()) as unknown as Record<string, unknown>);

  app.get('/api/v1/settings', access, async () => masked());

  app.put('/api/v1/settings', access, async (request) => {
    const values = parseSettingsInput(request.body);
    try {
      if (Object.keys(values).length) await settings.save(values);
    } catch (error) {
      // The service refuses names it does not know; the input check already covers that.
      throw validationError({ payload: [error instanceof Error ? error.message : String(error)] });
    }
    return masked();
  });

  app.post('/api/v1/settings/test-mail', access, async (request) => {
    const { to } = parseInput(testMailSchema, request.body);
    const siteName = (await settings.all()).branding.site_name;
    try {
      await mail.send(testMail(siteName, to));
    } catch (error) {
      throw validationError({ to: [error instanceof Error ? error.message : String(error)] });
    }
    return { message: 'Test mail sent.' };
  });
}
