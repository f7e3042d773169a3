import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  errorLogQuery,
  outgoingEmailLogQuery,
  outgoingEmailParams,
  scheduleLogQuery,
} from './admin-log-schema';
import { readErrorLogPage } from './error-log-reader';
import { OutgoingEmailLogRepository } from './outgoing-email-log-repository';
import { scheduleRuns } from './schedule-run-registry';

/** Admin logs tabs (spec 2.9): schedule, error and outgoing-email; all need logs.view. */
export async function adminLogRoutes(app: FastifyInstance): Promise<void> {
  const access = { config: permissionAccess('logs.view', true) };
  const outgoingEmails = new OutgoingEmailLogRepository(app.services.db);

  app.get('/api/v1/logs/error', access, async (request) => {
    const { page, perPage } = parseInput(errorLogQuery, request.query);
    const { data, total } = await readErrorLogPage(app.services.errorLog, page, perPage);
    return paginationResponse(data, total, page, perPage);
  });

  app.get('/api/v1/logs/schedule', access, async (request) => {
    const { page, perPage } = parseInput(scheduleLogQuery, request.query);
    const { data, total } = scheduleRuns.page(page, perPage);
    return paginationResponse(data, total, page, perPage);
  });

  app.get('/api/v1/logs/outgoing-email', access, async (request) => {
    const query = parseInput(outgoingEmailLogQuery, request.query);
    const { data, total } = await outgoingEmails.page(query);
    return paginationResponse(data, total, query.page, query.perPage);
  });

  app.get('/api/v1/logs/outgoing-email/:id', access, async (request) => {
    const params = outgoingEmailParams.safeParse(request.params);
    const email = params.success ? await outgoingEmails.find(params.data.id) : undefined;
    if (!email) throw notFound();
    return { email };
  });
}
