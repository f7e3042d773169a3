import type { Selectable } from 'kysely';
import { toCount } from '../../db/dialect';
import { fetchPage } from '../../db/fetch-page';
import { inIdSet } from '../../db/id-set';
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

/** The only Kysely code of follows. */
export class ProfileRepository extends Repository {
  /** How many follow the member, how many they follow, and whether the viewer follows them. */
  async followCounts(
    userId: number,
    viewerId: number | null,
    bannedIds: readonly number[],
  ): Promise<{ followers: number; followed: number; viewerFollows: boolean }> {
    const [followers, followed, viewerFollow] = await Promise.all([
      this.visibleFollows(userId, 'followers', bannedIds)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow(),
      this.visibleFollows(userId, 'followed', bannedIds)
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
    bannedIds: readonly number[],
  ): Promise<{ rows: FollowRow[]; total: number }> {
    return fetchPage<FollowRow>(this.visibleFollows(userId, direction, bannedIds), {
      ...page,
      orderBy: 'created_at',
      orderDir: 'desc',
    });
  }

  /** Whether the follow is new (following again changes nothing). */
  async follow(followerId: number, followedId: number, now: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('follows')
      .values({ follower_id: followerId, followed_id: followedId, created_at: now })
      .onConflict((oc) => oc.columns(['follower_id', 'followed_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async unfollow(followerId: number, followedId: number): Promise<void> {
    await this.db
      .deleteFrom('follows')
      .where('follower_id', '=', followerId)
      .where('followed_id', '=', followedId)
      .execute();
  }

  /** The member's follows in one direction, the banned members (the users module's answer) left out. */
  private visibleFollows(userId: number, direction: FollowDirection, bannedIds: readonly number[]) {
    const [mine, theirs] = SIDES[direction];
    const follows = this.db.selectFrom('follows').where(mine, '=', userId);
    return bannedIds.length
      ? follows.where((eb) => eb.not(inIdSet(this.db, theirs, bannedIds)))
      : follows;
  }
}
