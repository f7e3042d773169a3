import { profileUrl } from '@common/catalogue/catalogue-urls';
import { boldName } from '@common/text/notification-text';
import type { PublicUser } from '@common/api/profiles';
import type { NotificationRequest } from '../notifications';

/** new_follower: the followed member learns who followed them; it opens the follower's profile. */
export function newFollowerNotification(
  follower: PublicUser,
  followedId: number,
): NotificationRequest {
  return {
    type: 'new_follower',
    recipientIds: [followedId],
    subject: `${follower.name} started following you`,
    data: {
      mainAction: { action: profileUrl(follower), label: 'View profile' },
      image: follower.image,
      lines: [{ type: 'primary', content: `${boldName(follower.name)} started following you` }],
    },
  };
}
