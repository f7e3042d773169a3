import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasPermission } from '@common/permissions/permission-check';
import { notFound } from '../../http/http-error';
import { publicAccess } from '../../http/route-access';
import { absoluteUrl } from './seo-format';
import { SitemapRepository } from './sitemap-repository';
import { SitemapService } from './sitemap-service';

/** Crawlers may re-read these hourly; they change when the catalogue does. */
const CACHE = 'public, max-age=3600';
const SITEMAP_FILE = /^([a-z]+)-(\d{1,6})\.xml$/;
/** Never worth crawling: the admin, the API, account pages and the list editor. */
const DISALLOWED = ['admin', 'api', 'account-settings', 'lists/new'];

/** Bots reach these whatever their account state; they reveal nothing private. */
const access = { ...publicAccess, allowBanned: true, allowUnverified: true };

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
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const repository = new SitemapRepository(app.services.db);
  const { config } = app;

  const sitemaps = async () => {
    const guestRole = await app.services.permissions.guestRole();
    return new SitemapService(repository, {
      appUrl: config.appUrl,
      catalogue: hasPermission({ user: null, guestRole }, 'titles.view'),
    });
  };

  const sendXml = (reply: FastifyReply, xml: AsyncGenerator<string>) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(Readable.from(xml));

  app.get('/sitemap.xml', { config: access }, async (_request, reply) =>
    sendXml(reply, (await sitemaps()).root()),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { config: access },
    async (request, reply) => {
      const match = SITEMAP_FILE.exec(request.params.file);
      const file = match ? await (await sitemaps()).file(match[1]!, Number(match[2])) : null;
      if (!file) throw notFound('Sitemap not found.');
      return sendXml(reply, file);
    },
  );

  app.get('/robots.txt', { config: access }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(config.basePath, config.appUrl)),
  );
}
