import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentResponse, threadComment } from '@common/api/comments';
import { reportInput } from '@common/api/moderation';
import { okResponse, paginated } from '@common/api/responses';
import { permissionAccess, userAccess } from '../../http/route-access';
import {
  commentIdParams,
  commentListQuery,
  createCommentInput,
  updateCommentInput,
} from './comment-schema';

/** Threaded comments (issue 5). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { comments, commentReports, rateLimits } = app.services;

  app.get(
    '/api/v1/comments',
    {
      config: permissionAccess('titles.view'),
      schema: {
        summary: "List a thing's root comments, newest first, each with its replies",
        querystring: commentListQuery,
        response: { 200: paginated(threadComment) },
      },
    },
    async ({ query }) => comments.thread(query),
  );

  app.post(
    '/api/v1/comments',
    {
      config: permissionAccess('comments.create', true),
      schema: {
        summary: 'Comment on a title, episode, news article or public list, or reply to a comment',
        body: createCommentInput,
        response: { 200: commentResponse },
      },
    },
    async ({ user, body }) => ({ comment: await comments.create(user!, body) }),
  );

  app.put(
    '/api/v1/comments/:commentId',
    {
      config: userAccess,
      schema: {
        summary: 'Edit a comment (its author or an administrator)',
        params: commentIdParams,
        body: updateCommentInput,
        response: { 200: commentResponse },
      },
    },
    async ({ user, params, body }) => ({
      comment: await comments.update(user!, params.commentId, body.content),
    }),
  );

  app.delete(
    '/api/v1/comments/:commentId',
    {
      config: userAccess,
      schema: {
        summary: 'Delete a comment (kept without text while it has replies)',
        params: commentIdParams,
        response: { 200: okResponse },
      },
    },
    async ({ user, params }) => {
      await comments.delete(user!, params.commentId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/comments/:commentId/report',
    {
      config: {
        ...userAccess,
        rateLimit: {
          ...rateLimits.route('contentReports'),
          hook: 'preHandler',
          keyGenerator: (request) => `content-reports:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: "Report someone else's comment to the moderators (once per comment)",
        params: commentIdParams,
        body: reportInput,
        response: { 200: okResponse },
      },
    },
    async ({ user, params, body }) => {
      await commentReports.report(user!.id, params.commentId, body);
      return { ok: true as const };
    },
  );
};
