import type { FastifyInstance } from 'fastify';

/**
 * A multipart route that answers before reading its whole body (an upload refused on its first
 * fields) leaves the rest in a stalled parser: the client keeps sending into a connection nobody
 * reads, and it stays busy until timeouts (closing the server waits for it). Once the answer is
 * out, the rest is read and dropped, as Node does with bodies a handler never touches. Other
 * bodies (tus PATCH streams and the like) are left to their routes.
 */
export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const body = request.raw;
    if (body.readableEnded || body.destroyed) return;
    if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) return;
    body.unpipe();
    body.resume();
  });
}
