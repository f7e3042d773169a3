import type { PublicUser, UserProfile } from '@common/api/profiles';
import type { PaginationResponse } from '@common/http/responses';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { CommentService, ProfileComment } from '../comments';
import type { ListService, UserList } from '../lists';
import type { Notifier } from '../notifications';
import type { Rating, RatingService, Review, ReviewService } from '../reviews';
import type { UserService } from '../users';
import { newFollowerNotification } from './follow-notification';
import type { FollowDirection, ProfileRepository } from './profile-repository';
import type { PageQuery } from './profile-schema';

export const PROFILE_NOT_FOUND = 'User not found.';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';

interface Dependencies {
  profiles: ProfileRepository;
  users: Pick<UserService, 'findById' | 'publicUsers' | 'bannedUserIds'>;
  lists: Pick<ListService, 'forUser' | 'countForUser'>;
  ratings: Pick<RatingService, 'forUser' | 'countForUser'>;
  reviews: Pick<ReviewService, 'forUser' | 'countForUser'>;
  comments: Pick<CommentService, 'forUser' | 'countForUser'>;
  notifier: Notifier;
}

/**
 * Public profiles: a member's public face, counts and activity tabs, and follows. Only public
 * fields (PublicUser) ever leave here; banned members have no profile (404).
 */
export class ProfileService {
  constructor(private readonly deps: Dependencies) {}

  /** The profile; lists count the public ones unless the viewer is the member. */
  async profile(userId: number, viewerId: number | null): Promise<UserProfile> {
    const user = await this.visibleMember(userId);
    const { profiles, lists, ratings, reviews, comments } = this.deps;
    const bannedIds = await this.deps.users.bannedUserIds();
    const [follows, listsCount, ratingsCount, reviewsCount, commentsCount] = await Promise.all([
      profiles.followCounts(userId, viewerId, bannedIds),
      lists.countForUser(userId, viewerId),
      ratings.countForUser(userId),
      reviews.countForUser(userId),
      comments.countForUser(userId),
    ]);
    return {
      id: user.id,
      name: user.name,
      image: user.image,
      created_at: user.created_at,
      followers_count: follows.followers,
      followed_users_count: follows.followed,
      lists_count: listsCount,
      ratings_count: ratingsCount,
      reviews_count: reviewsCount,
      comments_count: commentsCount,
      is_followed: viewerId === null || viewerId === userId ? null : follows.viewerFollows,
    };
  }

  /** The lists tab: the public ones unless the viewer is the member. */
  async lists(
    userId: number,
    viewerId: number | null,
    page: PageQuery,
  ): Promise<PaginationResponse<UserList>> {
    await this.visibleMember(userId);
    return this.deps.lists.forUser(userId, viewerId, page);
  }

  async ratings(userId: number, page: PageQuery): Promise<PaginationResponse<Rating>> {
    await this.visibleMember(userId);
    return this.deps.ratings.forUser(userId, page);
  }

  async reviews(userId: number, page: PageQuery): Promise<PaginationResponse<Review>> {
    await this.visibleMember(userId);
    return this.deps.reviews.forUser(userId, page);
  }

  async comments(userId: number, page: PageQuery): Promise<PaginationResponse<ProfileComment>> {
    await this.visibleMember(userId);
    return this.deps.comments.forUser(userId, page);
  }

  /** The followers tab ('followers') or the followed-users tab ('followed'). */
  async follows(
    userId: number,
    direction: FollowDirection,
    page: PageQuery,
  ): Promise<PaginationResponse<PublicUser>> {
    await this.visibleMember(userId);
    const bannedIds = await this.deps.users.bannedUserIds();
    const { rows, total } = await this.deps.profiles.followPage(userId, direction, page, bannedIds);
    const otherIds = rows.map((row) =>
      direction === 'followers' ? row.follower_id : row.followed_id,
    );
    const members = await this.deps.users.publicUsers(otherIds);
    const data = otherIds.flatMap((id) => {
      const member = members.get(id);
      return member ? [member] : [];
    });
    return paginationResponse(data, total, page.page, page.perPage);
  }

  async follow(viewerId: number, userId: number): Promise<UserProfile> {
    if (viewerId === userId) throw new InvalidError({ user_id: [CANNOT_FOLLOW_SELF] });
    await this.visibleMember(userId);
    if (await this.deps.profiles.follow(viewerId, userId, nowIso())) {
      const follower = (await this.deps.users.publicUsers([viewerId])).get(viewerId);
      if (follower) await this.deps.notifier.notify(newFollowerNotification(follower, userId));
    }
    return this.profile(userId, viewerId);
  }

  async unfollow(viewerId: number, userId: number): Promise<UserProfile> {
    if (viewerId === userId) throw new InvalidError({ user_id: [CANNOT_FOLLOW_SELF] });
    await this.deps.profiles.unfollow(viewerId, userId);
    return this.profile(userId, viewerId);
  }

  /** The member, unless missing or banned (banned members have no public profile). */
  private async visibleMember(userId: number) {
    const user = await this.deps.users.findById(userId);
    if (!user || user.banned_at !== null) throw new NotFoundError(PROFILE_NOT_FOUND);
    return user;
  }
}
