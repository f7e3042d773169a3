import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/http-error';
import { publicAccess } from '../../http/route-access';

/** A ping every half minute; a socket that did not answer the previous one is dropped. */
const PING_INTERVAL_MS = 30_000;
/** What a visitor's socket is closed with (the contract's code): the client stops reconnecting. */
export const UNAUTHENTICATED_CLOSE = 4401;

/**
 * Live notifications over a WebSocket (issue 17). The upgrade request goes through the same
 * hooks as every API request: the session cookie identifies the member (request.user), and a
 * visitor's socket is closed at once with 4401, the one answer a browser's WebSocket can read. A
 * browser always sends Origin; one from another site is refused with 403 before the upgrade
 * (Cross-Site WebSocket Hijacking: the cookie would otherwise go along).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { liveHub } = app.services;
  const siteOrigin = new URL(app.config.appUrl).origin;

  async function assertSameOrigin(request: FastifyRequest): Promise<void> {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) {
      throw forbidden('Cross-site WebSocket connections are not allowed.');
    }
  }

  app.get(
    '/api/v1/ws',
    {
      websocket: true,
      config: publicAccess,
      preValidation: assertSameOrigin,
      schema: { summary: 'Live notifications (WebSocket)', hide: true },
    },
    (socket, request) => {
      if (!request.user) {
        socket.close(UNAUTHENTICATED_CLOSE, 'Unauthenticated.');
        return;
      }
      const disconnect = liveHub.connect(request.user!.id, socket);
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const ping = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);
      ping.unref();
      socket.on('close', () => {
        clearInterval(ping);
        disconnect();
      });
      // the server only talks; anything a client sends is ignored
      socket.on('message', () => {});
    },
  );
};
