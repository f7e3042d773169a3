import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: method, URL, status and time. Fastify
 * writes two by default ("incoming request" and "request completed"), which doubles the log.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const { method, url } = request;
    const { statusCode } = reply;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method, url, statusCode, responseTime };
    const message = `${method} ${url} ${statusCode} ${responseTime}ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}
