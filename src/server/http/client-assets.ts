import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { builtTemplate, type HtmlTemplate } from '../render/html-template';

const HASHED_ASSET_MAX_AGE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_MAX_AGE = 'public, max-age=3600';

/**
 * Built client files with long-lived caching for hashed assets (precompressed .br/.gz served
 * when present), or Vite's dev middleware with HMR in development. Returns the page template.
 */
export async function registerClientAssets(
  app: FastifyInstance,
  config: Config,
): Promise<HtmlTemplate> {
  if (config.dev) return registerViteDevServer(app, config);

  await app.register(fastifyStatic, {
    root: config.clientDir,
    prefix: config.basePath,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite'),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? HASHED_ASSET_MAX_AGE : PUBLIC_FILE_MAX_AGE);
    },
  });
  return builtTemplate(config);
}

async function registerViteDevServer(app: FastifyInstance, config: Config): Promise<HtmlTemplate> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: config.rootDir,
    base: config.basePath,
    appType: 'custom',
    // Hot reload on a port of its own (Vite's 24678): @fastify/websocket answers every upgrade
    // on the app's server, which broke Vite's socket there.
    server: { middlewareMode: true },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  const indexFile = path.join(config.rootDir, 'index.html');
  return {
    load: async (url) => vite.transformIndexHtml(url, await readFile(indexFile, 'utf8')),
  };
}
