import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../domain/errors';
import { publicAccess } from '../../http/route-access';
import { absoluteUrl } from './seo-format';

/** Crawlers may re-read these hourly; they change when the catalogue does. */
const CACHE = 'public, max-age=3600';
const SITEMAP_FILE = /^([a-z]+)-(\d{1,6})\.xml$/;
/** Never worth crawling: the admin, the API, account pages and the list editor. */
const DISALLOWED = ['admin', 'api', 'account-settings', 'lists/new'];

/** Bots reach these whatever their account state; they reveal nothing private. */
const access = { ...publicAccess, allowBanned: true, allowUnverified: true };

const xmlResponse = { 200: z.string().describe('XML (sitemaps.org)') };

/** robots.txt: everything but the private areas, and where the sitemap is. */
export function robotsTxt(basePath: string, appUrl: string): string {
  return [
    'User-agent: *',
    `Allow: ${basePath}`,
    ...DISALLOWED.map((path) => `Disallow: ${basePath}${path}`),
    '',
    `Sitemap: ${absoluteUrl(appUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** GET sitemap.xml, sitemaps/{kind}-{n}.xml and robots.txt, outside /api (issue 5, SEO). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sitemap } = app.services;
  const { config } = app;

  const sendXml = (reply: FastifyReply, xml: AsyncGenerator<string>) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(Readable.from(xml));

  app.get(
    '/sitemap.xml',
    {
      config: access,
      schema: { summary: 'The sitemap (or sitemap index)', response: xmlResponse },
    },
    async (_request, reply) => sendXml(reply, sitemap.root()),
  );

  app.get(
    '/sitemaps/:file',
    {
      config: access,
      schema: {
        summary: 'A file of the sitemap index',
        params: z.object({ file: z.string() }),
        response: xmlResponse,
      },
    },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      const file = match ? await sitemap.file(match[1]!, Number(match[2])) : null;
      if (!file) throw new NotFoundError('Sitemap not found.');
      return sendXml(reply, file);
    },
  );

  app.get(
    '/robots.txt',
    {
      config: access,
      schema: { summary: 'robots.txt', response: { 200: z.string().describe('Plain text') } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(config.basePath, config.appUrl)),
  );
};
