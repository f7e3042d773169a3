import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { profileComment } from '@common/api/comments';
import { userList } from '@common/api/lists';
import { publicUser, userProfileResponse } from '@common/api/profiles';
import { paginated } from '@common/api/responses';
import { rating, review } from '@common/api/reviews';
import type { ProfileTab } from '@common/catalogue/page-queries';
import { permissionAccess, userAccess } from '../../http/route-access';
import { profilePageQuery, userIdParams, type PageQuery } from './profile-schema';

const view = permissionAccess('titles.view');

/**
 * Public user profiles and follows (issue 5), under /api/v1/users/{userId}/… beside the
 * own-account routes (users/{id}, users/{id}/avatar), whose sub-paths they never reuse.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;

  app.get(
    '/api/v1/users/:userId/profile',
    {
      config: view,
      schema: {
        summary: "A member's public profile with its counts",
        params: userIdParams,
        response: { 200: userProfileResponse },
      },
    },
    async ({ user, params }) => ({
      user: await profiles.profile(params.userId, user?.id ?? null),
    }),
  );

  /** One route per tab of PROFILE_TABS, the list the profile page and the SEO renderer use. */
  const tab = <Item extends z.ZodType>(
    name: ProfileTab,
    summary: string,
    item: Item,
    load: (
      userId: number,
      viewerId: number | null,
      page: PageQuery,
    ) => Promise<z.output<ReturnType<typeof paginated<Item>>>>,
  ) =>
    app.get(
      `/api/v1/users/:userId/${name}`,
      {
        config: view,
        schema: {
          summary,
          params: userIdParams,
          querystring: profilePageQuery,
          response: { 200: paginated(item) },
        },
      },
      async ({ user, params, query }) => load(params.userId, user?.id ?? null, query),
    );

  tab(
    'lists',
    "A member's lists (private ones only for the member)",
    userList,
    (id, viewer, page) => profiles.lists(id, viewer, page),
  );
  tab('ratings', "A member's ratings with their titles, newest first", rating, (id, _, page) =>
    profiles.ratings(id, page),
  );
  tab('reviews', "A member's reviews with their titles, newest first", review, (id, _, page) =>
    profiles.reviews(id, page),
  );
  tab(
    'comments',
    "A member's comments with what they were written on, newest first",
    profileComment,
    (id, _, page) => profiles.comments(id, page),
  );
  tab('followers', "A member's followers, the latest follow first", publicUser, (id, _, page) =>
    profiles.follows(id, 'followers', page),
  );
  tab(
    'followed-users',
    'The members a member follows, the latest follow first',
    publicUser,
    (id, _, page) => profiles.follows(id, 'followed', page),
  );

  app.post(
    '/api/v1/users/:userId/follow',
    {
      config: userAccess,
      schema: {
        summary: 'Follow a member',
        params: userIdParams,
        response: { 200: userProfileResponse },
      },
    },
    async ({ user, params }) => ({ user: await profiles.follow(user!.id, params.userId) }),
  );

  app.delete(
    '/api/v1/users/:userId/follow',
    {
      config: userAccess,
      schema: {
        summary: 'Stop following a member',
        params: userIdParams,
        response: { 200: userProfileResponse },
      },
    },
    async ({ user, params }) => ({ user: await profiles.unfollow(user!.id, params.userId) }),
  );
};
