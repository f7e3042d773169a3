import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@common/api/responses';
import { insightsReport, playsReport, visitInput, visitorsReport } from '@common/api/reports';
import { dayRangeQuery } from '../../domain/day-range';
import { publicAccess, permissionAccess } from '../../http/route-access';
import { eventSource } from './event-source';

const reportsAccess = permissionAccess('reports.view', true);
const rangeNote =
  '`from` and `to` (YYYY-MM-DD, UTC, both included) default to the 30 days up to today; at most ' +
  '366 days. The previous period is as many days, ending the day before `from`.';

/** Recording visits (issue 15) and the admin reports over them. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports, reportEvents } = app.services;
  const { countryHeader } = app.config;

  app.post(
    '/api/v1/visits',
    {
      config: {
        ...publicAccess,
        // a visitor opens a few pages a minute; more is a script filling the events table
        rateLimit: {
          ...app.services.rateLimits.route('visits'),
          hook: 'preHandler',
          keyGenerator: (request) => `report-visits:${request.ip}`,
        },
      },
      schema: {
        summary: 'Record a page visit for the reports',
        description:
          'Sent by the site once per navigation; queued and written within a second. Admin and ' +
          'API paths are not counted.',
        body: visitInput,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      reportEvents.recordVisit(eventSource(request, countryHeader), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/admin/reports/insights',
    {
      config: reportsAccess,
      schema: {
        summary: 'The insights report',
        description: `Visits, visitors, plays, new members, reviews and comments; the most visited titles and people. ${rangeNote}`,
        querystring: dayRangeQuery,
        response: { 200: insightsReport },
      },
    },
    async ({ query }) => reports.insights(query),
  );

  app.get(
    '/api/v1/admin/reports/plays',
    {
      config: reportsAccess,
      schema: {
        summary: 'The plays report',
        description: `Plays and viewers per day; the most played videos; devices and browsers. ${rangeNote}`,
        querystring: dayRangeQuery,
        response: { 200: playsReport },
      },
    },
    async ({ query }) => reports.plays(query),
  );

  app.get(
    '/api/v1/admin/reports/visitors',
    {
      config: reportsAccess,
      schema: {
        summary: 'The visitors report',
        description: `Visits and visitors per day; countries, devices, browsers, referrers and pages. ${rangeNote}`,
        querystring: dayRangeQuery,
        response: { 200: visitorsReport },
      },
    },
    async ({ query }) => reports.visitors(query),
  );
};
