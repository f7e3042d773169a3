import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/http-error';

/** The notification routes exist only while notifications are integrated (site setting). */
export async function assertNotificationsIntegrated(request: FastifyRequest): Promise<void> {
  if (!(await request.server.services.settings.all()).notifications.integrated) throw notFound();
}
