import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { ART_KEY } from './art-paths';
import { isArtKind, renderArt } from './art-svg';
import { cleanArtText } from './art-text';

const FILE = /^(.+)\.svg$/;
const SUBTITLE_MAX = 40;
const CSP = "default-src 'none'; sandbox";

/** A text param: anything goes in, cleanArtText keeps what can be drawn (a repeat's first value). */
const artText = z.union([z.string(), z.array(z.string())]).optional();

/**
 * Generated poster, backdrop, portrait and still art: GET /art/{kind}/{key}.svg?t=<text>&s=<sub>.
 * Deterministic per URL, so it caches for a year. No access is declared: the images are public
 * and the route skips the session lookup and XSRF cookie, keeping the responses cookie-free
 * (a non-API path may do so, see app.ts).
 */
export const artRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/art/:kind/:file',
    {
      schema: {
        summary: 'Generated SVG art (poster, backdrop, portrait, still)',
        params: z.object({ kind: z.string(), file: z.string() }),
        querystring: z.object({ t: artText, s: artText }),
        response: { 200: z.string().describe('SVG image') },
      },
    },
    async ({ params: { kind, file }, query }, reply) => {
      const key = FILE.exec(file)?.[1];
      if (!isArtKind(kind) || !key || !ART_KEY.test(key)) throw new NotFoundError();
      const body = renderArt(kind, key, cleanArtText(query.t), cleanArtText(query.s, SUBTITLE_MAX));
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', CSP)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
