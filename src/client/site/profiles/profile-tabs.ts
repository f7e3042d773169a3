import { PROFILE_TABS, type ProfileTab } from '@common/catalogue/page-queries';

export {
  defaultProfileTab,
  PROFILE_TABS,
  profileTabCount,
  type ProfileTab,
} from '@common/catalogue/page-queries';

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
