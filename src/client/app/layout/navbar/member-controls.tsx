import { LiveNotifications } from '../../../notifications/live-notifications';
import { NotificationBell } from '../../../notifications/notification-bell';
import { UserMenu } from './user-menu';

interface MemberControlsProps {
  isMobile: boolean;
  notifications: boolean;
}

/**
 * The navbar's controls for a signed-in user: the live notifications, the bell and the user
 * menu. A chunk of its own, so visitors' pages never load it (see loadMemberControls).
 */
export default function MemberControls({ isMobile, notifications }: MemberControlsProps) {
  return (
    <>
      {notifications ? <LiveNotifications /> : null}
      {notifications && !isMobile ? <NotificationBell /> : null}
      <UserMenu />
    </>
  );
}
