import Avatar from '@mui/material/Avatar';
import type { PublicUser } from '@common/catalogue/catalogue-types';
import { useImageUrl } from '../shared/media-image';

/** Background colours for letter avatars: dark enough for white text in both themes. */
const AVATAR_COLORS = [
  '#c2410c',
  '#b45309',
  '#4d7c0f',
  '#047857',
  '#0e7490',
  '#1d4ed8',
  '#6d28d9',
  '#a21caf',
  '#be123c',
  '#475569',
];

/** The same colour for the same name, every time. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

interface PublicUserAvatarProps {
  user: Pick<PublicUser, 'name' | 'image'>;
  size?: number;
}

/** A member's picture, or the first letter of their name; decorative (the name is always shown). */
export function PublicUserAvatar({ user, size = 40 }: PublicUserAvatarProps) {
  const url = useImageUrl(user.image);
  return (
    <Avatar
      src={url ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        fontWeight: 600,
        bgcolor: avatarColor(user.name),
        color: '#fff',
      }}
    >
      <span aria-hidden>{user.name.trim().charAt(0).toUpperCase() || '?'}</span>
    </Avatar>
  );
}
