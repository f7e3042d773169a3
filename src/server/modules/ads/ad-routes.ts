import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Ad code usually loads scripts from an ad network, which the site's own CSP (script-src 'self')
 * forbids — and a srcdoc frame inherits that CSP. So each slot's HTML is served as its own
 * document with a policy of its own, framed by the site with a sandbox that leaves it an opaque
 * origin: the ad runs, but can reach neither the page nor the visitor's session.
 */
const AD_POLICY = [
  "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
  "frame-ancestors 'self'",
  "form-action 'none'",
].join('; ');

/** An ad's HTML as a document of its own, under AD_POLICY; 404 without any. */
export function sendAdDocument(reply: FastifyReply, html: string | null) {
  if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('No ad here.');
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', AD_POLICY)
    .header('cache-control', 'no-cache')
    .header('x-frame-options', 'SAMEORIGIN')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"></head><body style="margin:0">${html}</body></html>`,
    );
}

/** GET /ads/{slot}: the ad HTML of a slot configured in the admin (spec 2.8), or 404. */
export const adRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ads } = app.services;

  app.get(
    '/ads/:slot',
    {
      schema: {
        summary: 'Serve the ad of a slot as its own document',
        params: z.object({ slot: z.string() }),
        response: {
          200: z.string().describe('HTML document'),
          404: z.string().describe('No ad here. (plain text)'),
        },
      },
    },
    async ({ params }, reply) => sendAdDocument(reply, await ads.slotHtml(params.slot)),
  );
};
