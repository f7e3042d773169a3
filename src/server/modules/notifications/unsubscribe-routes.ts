import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@common/api/responses';
import { notFound } from '../../http/http-error';
import { publicAccess } from '../../http/route-access';
import { typeName } from './notification-catalogue';
import { unsubscribePage } from './unsubscribe-page';

const tokenParams = z.object({ token: z.string().max(200) });

/**
 * The signed one-click unsubscribe link of notification emails (RFC 8058): no session and no
 * XSRF, the signature is the proof. Both methods turn that type's email channel off; they keep
 * working while notifications are switched off, so an old email's link always does what it says.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { unsubscribeTokens, notificationPreferences, settings, rateLimits } = app.services;
  const config = {
    ...publicAccess,
    xsrf: false,
    rateLimit: rateLimits.route('unsubscribeLinks'),
  } as const;

  async function unsubscribe(token: string) {
    const claim = unsubscribeTokens.verify(token);
    if (!claim) throw notFound();
    await notificationPreferences.turnOffEmail(claim.userId, claim.type);
    return claim;
  }

  app.get(
    '/api/v1/notifications/unsubscribe/:token',
    {
      config,
      schema: {
        summary: 'Stop the emails of one notification type (the link in those emails)',
        description: 'Answers a small HTML page; 404 for a link that was not signed by the site.',
        params: tokenParams,
        response: { 200: z.string() },
      },
    },
    async ({ params }, reply) => {
      const claim = await unsubscribe(params.token);
      const { branding } = await settings.all();
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          unsubscribePage({
            siteName: branding.site_name,
            typeName: typeName(claim.type),
            settingsUrl: `${app.config.appUrl}/notifications/settings`,
          }),
        );
    },
  );

  app.post(
    '/api/v1/notifications/unsubscribe/:token',
    {
      config,
      schema: {
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        params: tokenParams,
        body: z.unknown(),
        response: { 200: okResponse },
      },
    },
    async ({ params }) => {
      await unsubscribe(params.token);
      return { ok: true as const };
    },
  );
};
