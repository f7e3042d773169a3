import type { UserProfile } from '@common/catalogue/catalogue-types';

import { PROFILE_TABS, type ProfileTab } from '@common/catalogue/page-queries';

export { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileTab } from '@common/catalogue/page-queries';

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  lists: 'Lists',
  ratings: 'Ratings',
  reviews: 'Reviews',
  comments: 'Comments',
  followers: 'Followers',
  'followed-users': 'Following',
};

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return PROFILE_TABS.includes(value as ProfileTab);
}

/** The count shown beside each tab's label. */
export function profileTabCount(user: UserProfile, tab: ProfileTab): number {
  switch (tab) {
    case 'lists':
      return user.lists_count;
    case 'ratings':
      return user.ratings_count;
    case 'reviews':
      return user.reviews_count;
    case 'comments':
      return user.comments_count;
    case 'followers':
      return user.followers_count;
    case 'followed-users':
      return user.followed_users_count;
  }
}
