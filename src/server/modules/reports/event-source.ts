import type { FastifyRequest } from 'fastify';
import type { EventSource } from './event-recorder';

/** Who sent an event, read from the request (the IP only feeds the daily visitor hash). */
export function eventSource(request: FastifyRequest, countryHeader: string | null): EventSource {
  const country = countryHeader ? request.headers[countryHeader] : undefined;
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    countryHeader: typeof country === 'string' ? country : undefined,
    ownHost: request.hostname,
  };
}
