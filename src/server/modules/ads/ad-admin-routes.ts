import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAdsResponse } from '@common/api/admin-ads';
import { permissionAccess } from '../../http/route-access';
import { adsInput } from './ad-admin-schema';
import { sendAdDocument } from './ad-routes';
import { isAdSlot } from './ad-service';

const access = permissionAccess('ads.update', true);

/** The ads page of the admin (issue 15): the five slots' code and switches, and a preview. */
export const adAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.services;

  app.get(
    '/api/v1/admin/ads',
    {
      config: access,
      schema: { summary: 'Read the ad slots', response: { 200: adminAdsResponse } },
    },
    async () => ({ ads: await ads.adminAds() }),
  );

  app.put(
    '/api/v1/admin/ads',
    {
      config: access,
      schema: {
        summary: 'Save ad slots',
        description: 'The global switch and any slots sent (their code, on or off); the rest stay.',
        body: adsInput,
        response: { 200: adminAdsResponse },
      },
    },
    async ({ body }) => ({ ads: await ads.save(body) }),
  );

  app.get(
    '/api/v1/admin/ads/:slot/preview',
    {
      config: access,
      schema: {
        summary: "Preview a slot's saved code, on or off",
        description: 'Served like /ads/{slot}: a document of its own, to frame with a sandbox.',
        params: z.object({ slot: z.string() }),
        response: {
          200: z.string().describe('HTML document'),
          404: z.string().describe('No ad here. (plain text)'),
        },
      },
    },
    async ({ params }, reply) =>
      sendAdDocument(reply, isAdSlot(params.slot) ? await ads.savedHtml(params.slot) : null),
  );
};
