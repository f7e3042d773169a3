import type { PublicUser, UserProfile } from '@common/catalogue/catalogue-types';
import type { ProfileTab } from '@common/catalogue/page-queries';
import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { CommentService } from '../comments/comment-service';
import { ListService } from '../lists/list-service';
import { RatingService } from '../reviews/rating-service';
import { ReviewService } from '../reviews/review-service';
import { ProfileRepository, type PageRequest } from './profile-repository';

export const PROFILE_NOT_FOUND = 'User not found.';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';

/**
 * Public profiles: a member's public face, counts and activity tabs, and follows. Only public
 * fields (PublicUser) ever leave here; banned members have no profile (404).
 */
export class ProfileService {
  private readonly profiles: ProfileRepository;
  private readonly lists: ListService;
  private readonly ratings: RatingService;
  private readonly reviews: ReviewService;
  private readonly comments: CommentService;

  constructor(db: Db) {
    this.profiles = new ProfileRepository(db);
    this.lists = new ListService(db);
    this.ratings = new RatingService(db);
    this.reviews = new ReviewService(db);
    this.comments = new CommentService(db);
  }

  async profile(userId: number, viewerId: number | null): Promise<UserProfile> {
    const profile = await this.profiles.profile(userId, viewerId);
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    return profile;
  }

  /** One page of a profile tab; lists are the public ones unless the viewer is the member. */
  async tab(
    userId: number,
    tab: ProfileTab,
    viewerId: number | null,
    page: PageRequest,
  ): Promise<PaginationResponse<unknown>> {
    if (!(await this.profiles.isVisible(userId))) throw notFound(PROFILE_NOT_FOUND);
    switch (tab) {
      case 'lists':
        return this.lists.forUser(userId, viewerId, page);
      case 'ratings':
        return this.ratings.forUser(userId, page);
      case 'reviews':
        return this.reviews.forUser(userId, page);
      case 'comments':
        return this.comments.forUser(userId, page);
      case 'followers':
        return this.follows(userId, 'followers', page);
      case 'followed-users':
        return this.follows(userId, 'followed', page);
    }
  }

  async follow(viewerId: number, userId: number): Promise<UserProfile> {
    if (viewerId === userId) throw validationError({ user_id: [CANNOT_FOLLOW_SELF] });
    if (!(await this.profiles.isVisible(userId))) throw notFound(PROFILE_NOT_FOUND);
    await this.profiles.follow(viewerId, userId, nowIso());
    return this.profile(userId, viewerId);
  }

  async unfollow(viewerId: number, userId: number): Promise<UserProfile> {
    if (viewerId === userId) throw validationError({ user_id: [CANNOT_FOLLOW_SELF] });
    await this.profiles.unfollow(viewerId, userId);
    return this.profile(userId, viewerId);
  }

  private async follows(
    userId: number,
    direction: 'followers' | 'followed',
    page: PageRequest,
  ): Promise<PaginationResponse<PublicUser>> {
    const { rows, total } = await this.profiles.followPage(userId, direction, page);
    return paginationResponse(rows, total, page.page, page.perPage);
  }
}
