import type { Kysely } from 'kysely';
import type { PublicUser, UserProfile } from '@common/catalogue/catalogue-types';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/dialect';
import { toPublicUser } from '../users';

export interface PageRequest {
  page: number;
  perPage: number;
}

/** The only Kysely code of profiles and follows. */
export class ProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the member exists and is not banned (banned members have no public profile). */
  async isVisible(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('banned_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The profile with every count in one query. Lists count the public ones unless the viewer is
   * the member; follower counts leave banned members out, as the follower pages do.
   */
  async profile(userId: number, viewerId: number | null): Promise<UserProfile | undefined> {
    const row = await this.db
      .selectFrom('users')
      .where('users.id', '=', userId)
      .where('users.banned_at', 'is', null)
      .select((eb) => [
        'users.id',
        'users.name',
        'users.image',
        'users.created_at',
        eb
          .selectFrom('follows')
          .innerJoin('users as follower', 'follower.id', 'follows.follower_id')
          .select((e) => e.fn.countAll().as('count'))
          .where('follows.followed_id', '=', userId)
          .where('follower.banned_at', 'is', null)
          .as('followers_count'),
        eb
          .selectFrom('follows')
          .innerJoin('users as followed', 'followed.id', 'follows.followed_id')
          .select((e) => e.fn.countAll().as('count'))
          .where('follows.follower_id', '=', userId)
          .where('followed.banned_at', 'is', null)
          .as('followed_users_count'),
        eb
          .selectFrom('lists')
          .select((e) => e.fn.countAll().as('count'))
          .where('lists.user_id', '=', userId)
          .$if(viewerId !== userId, (q) => q.where('lists.public', '=', 1))
          .as('lists_count'),
        eb
          .selectFrom('ratings')
          .select((e) => e.fn.countAll().as('count'))
          .where('ratings.user_id', '=', userId)
          .as('ratings_count'),
        eb
          .selectFrom('reviews')
          .select((e) => e.fn.countAll().as('count'))
          .where('reviews.user_id', '=', userId)
          .as('reviews_count'),
        eb
          .selectFrom('comments')
          .select((e) => e.fn.countAll().as('count'))
          .where('comments.user_id', '=', userId)
          .where('comments.deleted', '=', 0)
          .as('comments_count'),
        eb
          .selectFrom('follows')
          .select('follows.id')
          .where('follows.follower_id', '=', viewerId ?? 0)
          .where('follows.followed_id', '=', userId)
          .as('follow_id'),
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...toPublicUser(row),
      created_at: row.created_at,
      followers_count: toCount(row.followers_count),
      followed_users_count: toCount(row.followed_users_count),
      lists_count: toCount(row.lists_count),
      ratings_count: toCount(row.ratings_count),
      reviews_count: toCount(row.reviews_count),
      comments_count: toCount(row.comments_count),
      is_followed:
        viewerId === null || viewerId === userId
          ? null
          : row.follow_id !== null && row.follow_id !== undefined,
    };
  }

  /**
   * A page of the member's followers (direction 'followers') or of the members they follow
   * ('followed'), the latest follow first, banned members left out.
   */
  async followPage(
    userId: number,
    direction: 'followers' | 'followed',
    page: PageRequest,
  ): Promise<{ rows: PublicUser[]; total: number }> {
    const [mine, theirs] =
      direction === 'followers'
        ? (['follows.followed_id', 'follows.follower_id'] as const)
        : (['follows.follower_id', 'follows.followed_id'] as const);
    const base = this.db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', theirs)
      .where(mine, '=', userId)
      .where('users.banned_at', 'is', null);
    const [rows, total] = await Promise.all([
      base
        .select(['users.id', 'users.name', 'users.image'])
        .orderBy('follows.created_at', 'desc')
        .orderBy('follows.id', 'desc')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toPublicUser), total: toCount(total.count) };
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
}
