import Avatar from '@mui/material/Avatar';
import type { User } from '@common/users/user';
import { useBootstrapData } from '../../bootstrap-store';
import { siteUrl } from '../site-url';

interface UserAvatarProps {
  user: Pick<User, 'name' | 'email' | 'image'>;
  size?: number;
}

/** The user's image, or the first letter of their name when there is none (or it fails). */
export function UserAvatar({ user, size = 32 }: UserAvatarProps) {
  const { base_path } = useBootstrapData();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <Avatar
      src={user.image ? siteUrl(user.image, base_path) : undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {initial}
    </Avatar>
  );
}
