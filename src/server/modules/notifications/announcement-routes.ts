import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { announcementResponse, type AnnouncementBody } from '@common/api/notifications';
import { permissionAccess } from '../../http/route-access';

const required = (field: string) => `The ${field} field is required.`;
const atMost = (field: string, max: number) =>
  `The ${field} may not be greater than ${max} characters.`;
const text = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, atMost(field, max));

/** The contract's announcementBody, with the site's field messages. */
const announcementInput = z.strictObject({
  subject: text('subject', 150),
  body: text('body', 2000),
  action: z
    .strictObject({
      label: text('action label', 60),
      url: z.string({ error: required('action url') }).max(500, atMost('action url', 500)),
    })
    .nullish(),
  roleIds: z
    .array(z.number({ error: 'The role ids must be numbers.' }).int().positive(), {
      error: 'The role ids must be a list.',
    })
    .max(50, 'Select at most 50 roles.')
    .default([]),
}) satisfies z.ZodType<AnnouncementBody, unknown>;

/** POST notifications/announcements (issue 17): an admin's message to everyone or to roles. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements, rateLimits } = app.services;

  app.post(
    '/api/v1/notifications/announcements',
    {
      config: {
        ...permissionAccess('notifications.update', true),
        rateLimit: {
          ...rateLimits.route('announcements'),
          hook: 'preHandler',
          keyGenerator: (request) => `announcements:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Send an announcement to every member or to the members of some roles',
        description:
          'Queued in the background and always shown in-app; banned members are left out. ' +
          'The optional action links to a path on this site or an https:// address.',
        body: announcementInput,
        response: { 200: announcementResponse },
      },
    },
    async ({ body }) => ({ recipients: await announcements.send(body) }),
  );
};
