import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorLogItem, outgoingEmail, outgoingEmailSummary, scheduleRun } from '@common/api/logs';
import { paginated } from '@common/api/responses';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess } from '../../http/route-access';
import {
  errorLogQuery,
  outgoingEmailLogQuery,
  outgoingEmailParams,
  scheduleLogQuery,
} from './admin-log-schema';

const access = permissionAccess('logs.view', true);

/** Admin logs tabs (spec 2.9): schedule, error and outgoing-email; all need logs.view. */
export const adminLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { errorLogReader, scheduleRuns, outgoingEmailLog } = app.services;

  app.get(
    '/api/v1/logs/error',
    {
      config: access,
      schema: {
        summary: 'List logged server errors',
        querystring: errorLogQuery,
        response: { 200: paginated(errorLogItem) },
      },
    },
    async ({ query: { page, perPage } }) => {
      const { rows, total } = await errorLogReader.page(page, perPage);
      return paginationResponse(rows, total, page, perPage);
    },
  );

  app.get(
    '/api/v1/logs/schedule',
    {
      config: access,
      schema: {
        summary: 'List scheduled task runs',
        querystring: scheduleLogQuery,
        response: { 200: paginated(scheduleRun) },
      },
    },
    async ({ query: { page, perPage } }) => {
      const { rows, total } = scheduleRuns.page(page, perPage);
      return paginationResponse(rows, total, page, perPage);
    },
  );

  app.get(
    '/api/v1/logs/outgoing-email',
    {
      config: access,
      schema: {
        summary: 'List outgoing mail',
        querystring: outgoingEmailLogQuery,
        response: { 200: paginated(outgoingEmailSummary) },
      },
    },
    async ({ query }) => {
      const { rows, total } = await outgoingEmailLog.page(query);
      return paginationResponse(rows, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/logs/outgoing-email/:id',
    {
      config: access,
      schema: {
        summary: 'Read one outgoing mail',
        params: outgoingEmailParams,
        response: { 200: z.object({ email: outgoingEmail }) },
      },
    },
    async ({ params }) => ({ email: await outgoingEmailLog.find(params.id) }),
  );
};
