import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@common/api/responses';
import {
  moderatedComment,
  moderationChangeResponse,
  suspendAuthorInput,
  suspendAuthorResponse,
} from '@common/api/moderation';
import { permissionAccess } from '../../http/route-access';
import { addModerationOptionRoutes } from '../moderation';
import {
  commentIdParam,
  commentIdsParam,
  commentModerationQuery,
} from './comment-moderation-schema';
import type { CommentDecision } from './comment-moderation-service';

const access = permissionAccess('comments.update', true);

const DECISION_ROUTES: Array<{
  decision: Exclude<CommentDecision, 'delete'>;
  summary: string;
  done: string;
}> = [
  {
    decision: 'approve',
    summary: 'Approve comments: published, their open reports resolved',
    done: 'Comments approved.',
  },
  {
    decision: 'hide',
    summary: 'Hide comments from the public (a hidden one with replies keeps its place)',
    done: 'Comments hidden.',
  },
  {
    decision: 'restore',
    summary: 'Restore hidden or deleted comments',
    done: 'Comments restored.',
  },
];

/** Comments moderation (issue 15), also behind a title's comments tab (issue 14). */
export const commentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { commentModeration } = app.services;
  addModerationOptionRoutes(app, 'comments', 'comments.update');

  app.get(
    '/api/v1/admin/comments',
    {
      config: access,
      schema: {
        summary: "List the site's comments (or a title's), reported first, then newest",
        description:
          'Filters: titleId, userId (the author), from and to (YYYY-MM-DD, inclusive), state ' +
          '(published, hidden, deleted or reported) and query (text search); ids for getMany.',
        querystring: commentModerationQuery,
        response: { 200: paginated(moderatedComment) },
      },
    },
    async ({ query }) => commentModeration.list(query),
  );

  for (const { decision, summary, done } of DECISION_ROUTES) {
    app.post(
      `/api/v1/admin/comments/:ids/${decision}`,
      {
        config: access,
        schema: {
          summary,
          description: 'The ids are comma-separated; the answer says how many changed.',
          params: commentIdsParam,
          response: { 200: moderationChangeResponse },
        },
      },
      async ({ params }) => ({
        message: done,
        changed: await commentModeration.decide(decision, params.ids),
      }),
    );
  }

  app.delete(
    '/api/v1/admin/comments/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete comments as a moderator (restorable: the text is kept)',
        description: 'The ids are comma-separated; the answer says how many changed.',
        params: commentIdsParam,
        response: { 200: moderationChangeResponse },
      },
    },
    async ({ params }) => ({
      message: 'Comments deleted.',
      changed: await commentModeration.decide('delete', params.ids),
    }),
  );

  app.post(
    '/api/v1/admin/comments/:id/suspend-author',
    {
      config: access,
      schema: {
        summary: "Suspend a comment's author",
        description:
          'Refused (422) for yourself, an administrator, or a member who moderates comments.',
        params: commentIdParam,
        body: suspendAuthorInput,
        response: { 200: suspendAuthorResponse },
      },
    },
    async ({ user, params, body }) => ({
      message: 'Author suspended.',
      author: await commentModeration.suspendAuthor(user!.id, params.id, body.reason),
    }),
  );
};
