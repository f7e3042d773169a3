import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markAsReadBody,
  notificationListResponse,
  notificationSubscriptionsResponse,
  unreadCountResponse,
  updateSubscriptionsBody,
} from '@common/api/notifications';
import { okResponse } from '@common/api/responses';
import { paginationQuery } from '../../http/pagination';
import { userAccess } from '../../http/route-access';
import { assertNotificationsIntegrated } from './notifications-enabled';

const listQuery = paginationQuery.pick({ page: true }).extend({
  perPage: paginationQuery.shape.perPage.unwrap().default(30),
});

/** A member's own notifications and channel preferences (spec 2.5, 2.6, 7.4). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications, notificationPreferences } = app.services;
  app.addHook('onRequest', assertNotificationsIntegrated);

  app.get(
    '/api/v1/notifications',
    {
      config: userAccess,
      schema: {
        summary: 'List my notifications, newest first, with my unread count',
        querystring: listQuery,
        response: { 200: notificationListResponse },
      },
    },
    async ({ user, query }) => notifications.list(user!.id, query.page, query.perPage),
  );

  app.post(
    '/api/v1/notifications/mark-as-read',
    {
      config: userAccess,
      schema: {
        summary: 'Mark some of my notifications read',
        description: "Ids of other users' notifications are ignored.",
        body: markAsReadBody,
        response: { 200: unreadCountResponse },
      },
    },
    async ({ user, body }) => ({ unreadCount: await notifications.markAsRead(user!.id, body.ids) }),
  );

  app.post(
    '/api/v1/notifications/mark-all-as-read',
    {
      config: userAccess,
      schema: {
        summary: 'Mark all my notifications read',
        body: z.object({}).passthrough().optional(),
        response: { 200: unreadCountResponse },
      },
    },
    async ({ user }) => ({ unreadCount: await notifications.markAllAsRead(user!.id) }),
  );

  app.get(
    '/api/v1/notifications/me/subscriptions',
    {
      config: userAccess,
      schema: {
        summary: 'Which notifications I receive on which channel',
        response: { 200: notificationSubscriptionsResponse },
      },
    },
    async ({ user }) => notificationPreferences.subscriptions(user!.id),
  );

  app.put(
    '/api/v1/notifications/me/subscriptions',
    {
      config: userAccess,
      schema: {
        summary: 'Choose which notifications I receive on which channel',
        description: 'Answers 404 while notification subscriptions are not integrated.',
        body: updateSubscriptionsBody,
        response: { 200: okResponse },
      },
    },
    async ({ user, body }) => {
      await notificationPreferences.update(user!.id, body.selections);
      return { ok: true as const };
    },
  );
};
