import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { ART_KEY } from './art-paths';
import { isArtKind, renderArt } from './art-svg';
import { cleanArtText } from './art-text';

const FILE = /^(.+)\.svg$/;
const SUBTITLE_MAX = 40;
const CSP = "default-src 'none'; sandbox";

/**
 * Generated poster, backdrop, portrait and still art: GET /art/{kind}/{key}.svg?t=<text>&s=<sub>.
 * Deterministic per URL, so it caches for a year. No access is declared: the images are public
 * and the route skips the session lookup and XSRF cookie, keeping the responses cookie-free
 * (a non-API path may do so, see app.ts).
 */
export async function artRoutes(app: FastifyInstance): Promise<void> {
  app.get('/art/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const key = FILE.exec(file)?.[1];
    if (!isArtKind(kind) || !key || !ART_KEY.test(key)) throw notFound();
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = renderArt(kind, key, cleanArtText(query.t), cleanArtText(query.s, SUBTITLE_MAX));
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
}
