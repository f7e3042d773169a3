import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import { createDatabase, type Db } from './db/connection';
import { jsonNotFound, registerErrorHandling } from './http/error-handler';
import './http/fastify-types';
import type { RegisteredRoute } from './http/fastify-types';
import { HttpError } from './http/http-error';
import { applyMethodOverride } from './http/method-override';
import { isApiPath } from './http/paths';
import { registerRequestContext } from './http/request-context';
import { OneLineRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUnreadBodyDrain } from './http/unread-body';
import { registerZodSchemas } from './http/zod-schemas';
import { registerClientAssets } from './http/client-assets';
import { matchPageRoute, resolvePage } from './modules/seo';
import { loadClientRoutes } from './render/client-routes';
import { renderPage } from './render/render-page';
import { registerOpenApi } from './http/openapi/register-openapi';
import { registerRouteModules, ROUTE_MODULES } from './routes';
import { buildModules } from './modules';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildAppOptions {
  /** An existing database (tests share one across apps); created from config when absent. */
  db?: Db;
  /** Where the log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
}

/** The Fastify app: used by main.ts and by tests through app.inject. */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.dev && !options.logStream
        ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
        : {}),
    },
    logController: new OneLineRequestLog(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    rewriteUrl: applyMethodOverride,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    connectionTimeout: 60_000,
    requestTimeout: 120_000,
    keepAliveTimeout: 65_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  registerZodSchemas(app);
  const db = options.db ?? createDatabase(config.database);
  const services = buildModules(config, db);
  app.decorate('config', config);
  app.decorate('services', services);
  app.addHook('onClose', async () => services.mail.close());
  app.addHook('onClose', async () => services.scheduler.stop());
  // background jobs: the worker starts once the database is migrated (prepareDatabase runs
  // before ready) and, on close, finishes the job in hand before the connection goes
  const reportTo = (message: string) => (error: unknown, detail: string) =>
    app.log.error({ err: error }, `${message}: ${detail}`);
  services.jobs.reportFailuresTo(reportTo('Background job'));
  services.notifier.reportFailuresTo(reportTo('Notification delivery'));
  services.webPush.reportFailuresTo(reportTo('Web Push'));
  app.addHook('onReady', async () => {
    // the VAPID keys exist from the first start on (generated and stored when missing)
    await services.webPush.publicKey().catch((error: unknown) => {
      app.log.error({ err: error }, 'Could not prepare the Web Push keys.');
    });
    services.jobs.start();
  });
  app.addHook('preClose', async () => {
    services.liveHub.closeAll();
    await services.jobs.stop();
  });
  // events recorded behind the requests are written before the connection goes
  services.writeBehind.reportFailuresTo((error, name, lost) =>
    app.log.error({ err: error }, `Could not write ${lost} ${name}.`),
  );
  app.addHook('onClose', async () => {
    await services.writeBehind.flush();
    if (!options.db) await db.destroy();
  });

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url, config.basePath) && route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access.`);
    }
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema,
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerUnreadBodyDrain(app);

  registerErrorHandling(app, {
    debug: config.debug,
    onServerError: (error, request) => {
      void services.errorLog
        .record({
          time: new Date().toISOString(),
          level: 'error',
          message: error.message,
          exception: error.name,
          stack: error.stack,
          requestId: request.id,
          method: request.method,
          url: request.url,
          userId: request.user?.id ?? null,
        })
        .catch((logError: unknown) =>
          request.log.error({ err: logError }, 'could not write the error log'),
        );
    },
  });

  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { 1: 4 } },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many attempts. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  registerRequestContext(app);

  const template = await registerClientAssets(app, config);
  const prefix = config.basePath.replace(/\/$/, '');
  await registerOpenApi(
    app,
    config,
    ROUTE_MODULES.map(({ tag, description }) => ({ name: tag, description })),
  );
  await registerRouteModules(app, prefix);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path, config.basePath);
    if (wantsPage && path.startsWith(config.basePath.replace(/\/$/, '') || '/')) {
      // The page's SEO head and first data (modules/seo); a missing title etc. answers 404.
      const relative = path.slice(config.basePath.length - 1);
      const search = new URLSearchParams(request.url.slice(path.length + 1));
      const page = await resolvePage(request, relative, search);
      if (page.redirect) {
        // the query goes along exactly as it came
        const query = request.url.slice(path.length);
        return reply.redirect(`${prefix}${encodeURI(page.redirect)}${query}`, 301);
      }
      // The catalogue and content pages are rendered here; forms (sign-in, account, list
      // editing) and the admin render in the browser, where they work from the first paint.
      const kind = (await loadClientRoutes()).kindOf(relative);
      const serverRender = matchPageRoute(relative, kind) !== null;
      return renderPage(request, reply, template, { ...page, serverRender });
    }
    return jsonNotFound(request, reply);
  };
  // Pages are a route (not only the not-found handler) so they get the route hooks, compression
  // among them; more specific routes (API, files) win over the wildcard.
  app.get(`${prefix}/*`, { config: { page: true } }, servePage);
  app.setNotFoundHandler(servePage);

  return app;
}
