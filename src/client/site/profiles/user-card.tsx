import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicUser } from '@common/catalogue/catalogue-types';
import { profileUrl } from '@common/catalogue/catalogue-urls';
import { PublicUserAvatar } from './public-user-avatar';

/** A member in the followers and following grids: picture and name, one link. */
export function UserCard({ user }: { user: PublicUser }) {
  return (
    <Link
      component={RouterLink}
      to={profileUrl(user)}
      underline="none"
      color="inherit"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <PublicUserAvatar user={user} size={48} />
      <Typography sx={{ fontWeight: 600, minWidth: 0 }} noWrap title={user.name}>
        {user.name}
      </Typography>
    </Link>
  );
}
