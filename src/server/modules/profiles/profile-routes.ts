import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paginationQuery } from '../../http/pagination';
import { permissionAccess, userAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import { recordId } from '../reviews/review-schema';
import { PROFILE_TABS } from '@common/catalogue/page-queries';
import { ProfileService } from './profile-service';

const view = permissionAccess('titles.view');
const userIdParams = z.object({ userId: recordId('user id') });
const pageQuery = paginationQuery.pick({ page: true, perPage: true });

/**
 * Public user profiles and follows (issue 5), under /api/v1/users/{userId}/… beside the
 * own-account routes (users/{id}, users/{id}/avatar), whose sub-paths they never reuse.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const profiles = new ProfileService(app.services.db);

  /** → UserProfileResponse. */
  app.get('/api/v1/users/:userId/profile', { config: view }, async (request) => {
    const { userId } = parseInput(userIdParams, request.params);
    return { user: await profiles.profile(userId, request.user?.id ?? null) };
  });

  // one route per tab, the same list the profile page and the SEO renderer use
  for (const tab of PROFILE_TABS) {
    /** ?page&perPage → pagination of UserList | Rating | Review | Comment | PublicUser. */
    app.get(`/api/v1/users/:userId/${tab}`, { config: view }, async (request) => {
      const { userId } = parseInput(userIdParams, request.params);
      const page = parseInput(pageQuery, request.query);
      return profiles.tab(userId, tab, request.user?.id ?? null, page);
    });
  }

  /** → {user: UserProfile}. */
  app.post('/api/v1/users/:userId/follow', { config: userAccess }, async (request) => {
    const { userId } = parseInput(userIdParams, request.params);
    return { user: await profiles.follow(request.user!.id, userId) };
  });

  app.delete('/api/v1/users/:userId/follow', { config: userAccess }, async (request) => {
    const { userId } = parseInput(userIdParams, request.params);
    return { user: await profiles.unfollow(request.user!.id, userId) };
  });
}
