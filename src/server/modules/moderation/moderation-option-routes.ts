import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moderationAuthorOption, moderationTitleOption } from '@common/api/moderation';
import { paginated } from '@common/api/responses';
import { permissionAccess } from '../../http/route-access';
import { moderationOptionsQuery } from './moderation-schema';

/**
 * GET admin/{resource}/titles and admin/{resource}/authors: the options of a moderation list's
 * title and author filters, behind that list's own permission.
 */
export function addModerationOptionRoutes(
  app: FastifyInstance,
  resource: 'comments' | 'reviews',
  permission: 'comments.update' | 'reviews.update',
): void {
  const { moderationOptions } = app.services;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `/api/v1/admin/${resource}/titles`,
    {
      config: permissionAccess(permission, true),
      schema: {
        summary: `Titles for the ${resource} list's title filter`,
        description: 'query: a few titles matching the name; ids: those titles.',
        querystring: moderationOptionsQuery,
        response: { 200: paginated(moderationTitleOption) },
      },
    },
    async ({ query }) => moderationOptions.titles(query),
  );
  typed.get(
    `/api/v1/admin/${resource}/authors`,
    {
      config: permissionAccess(permission, true),
      schema: {
        summary: `Members for the ${resource} list's author filter`,
        description: 'query: members whose name contains it; ids: those members.',
        querystring: moderationOptionsQuery,
        response: { 200: paginated(moderationAuthorOption) },
      },
    },
    async ({ query }) => moderationOptions.authors(query),
  );
}
