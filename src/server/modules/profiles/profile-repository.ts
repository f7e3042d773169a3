import type { ExpressionBuilder, Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import type { Database } from '../../db/schema';
import { Repository } from '../../db/transactions';
import type { PageQuery } from './profile-schema';
import type { FollowsTable } from './profiles-tables';

export type FollowRow = Selectable<FollowsTable>;
export type FollowDirection = 'followers' | 'followed';

/** The follows column that holds the member, and the one that holds the other side. */
const SIDES = {
  followers: ['followed_id', 'follower_id'],
  followed: ['follower_id', 'followed_id'],
} as const;

/**
 * Members who are banned, whom follow counts and pages leave out.
 * issue 12: owner call. This reads the users module's table; it becomes a users service call
 * (the ids of banned members) once the users module offers one.
 */
const bannedMembers = (eb: ExpressionBuilder<Database, 'follows'>) =>
  eb.selectFrom('users').select('users.id').where('users.banned_at', 'is not', null);

/** The only Kysely code of follows. */
export class ProfileRepository extends Repository {
  /** How many follow the member, how many they follow, and whether the viewer follows them. */
  async followCounts(
    userId: number,
    viewerId: number | null,
  ): Promise<{ followers: number; followed: number; viewerFollows: boolean }> {
    const [followers, followed, viewerFollow] = await Promise.all([
      this.visibleFollows(userId, 'followers')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
      this.visibleFollows(userId, 'followed')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
      viewerId === null
        ? undefined
        : this.db
            .selectFrom('follows')
            .select('id')
            .where('follower_id', '=', viewerId)
            .where('followed_id', '=', userId)
            .executeTakeFirst(),
    ]);
    return {
      followers: toCount(followers.count),
      followed: toCount(followed.count),
      viewerFollows: viewerFollow !== undefined,
    };
  }

  /**
   * A page of the member's followers (direction 'followers') or of the members they follow
   * ('followed'), the latest follow first, banned members left out.
   */
  followPage(
    userId: number,
    direction: FollowDirection,
    page: PageQuery,
  ): Promise<{ rows: FollowRow[]; total: number }> {
    return fetchPage<FollowRow>(this.visibleFollows(userId, direction), {
      ...page,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  }

  async follow(followerId: number, followedId: number, now: string): Promise<void> {
    await this.db
      .insertInto('follows')
      .values({ follower_id: followerId, followed_id: followedId, created_at: now })
      .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
      .execute();
  }

  async unfollow(followerId: number, followedId: number): Promise<void> {
    await this.db
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followed_id', '=', followedId)
      .execute();
  }

  private visibleFollows(userId: number, direction: FollowDirection) {
    const [mine, theirs] = SIDES[direction];
    return this.db
      .selectFrom('follows')
      .where(mine, '=', userId)
      .where(theirs, 'not in', bannedMembers);
  }
}
