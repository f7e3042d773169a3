import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import CheckIcon from '@mui/icons-material/Check';
import type { UserProfile } from '@common/catalogue/catalogue-types';
import { profileUrl } from '@common/catalogue/catalogue-urls';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { Trans } from '@client/i18n/trans';
import { PublicUserAvatar } from './public-user-avatar';
import { useFollow } from './use-follow';

function useMonthYear(date: string): string {
  const locale = useBootstrapData().i18n.language;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return '';
  try {
    return parsed.toLocaleDateString(locale, { month: 'long', year: 'numeric' });
  } catch {
    return parsed.toLocaleDateString('en', { month: 'long', year: 'numeric' });
  }
}

const BANNER_SX = {
  background: (theme: { palette: { mode: string } }) =>
    theme.palette.mode === 'dark'
      ? 'linear-gradient(135deg, rgba(255,255,255,0.06) 0%, rgba(255,255,255,0) 60%)'
      : 'linear-gradient(135deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0) 60%)',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** The profile's head: picture, name, member since, follow counts and the Follow button. */
export function ProfileHeader({ user }: { user: UserProfile }) {
  const { user: viewer } = useAuth();
  const follow = useFollow(user.id);
  const memberSince = useMonthYear(user.created_at);
  const canFollow = viewer !== null && viewer.id !== user.id;

  return (
    <Box sx={BANNER_SX}>
      <Container
        maxWidth="xl"
        sx={{
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, md: 3 },
          py: { xs: 3, md: 5 },
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <PublicUserAvatar user={user} size={112} />
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <PublicUserAvatar user={user} size={72} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 26, md: 36 }, lineHeight: 1.2 }}
          >
            {user.name}
          </Typography>
          {memberSince ? (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              <Trans message="Member since :date" values={{ date: memberSince }} />
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2.5, mt: 1.5, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={profileUrl(user, 'followers')} color="inherit">
              <Box component="strong">{user.followers_count.toLocaleString()}</Box>{' '}
              <Trans message="Follower |||| Followers" values={{ count: user.followers_count }} />
            </Link>
            <Link component={RouterLink} to={profileUrl(user, 'followed-users')} color="inherit">
              <Box component="strong">{user.followed_users_count.toLocaleString()}</Box>{' '}
              <Trans message="Following" />
            </Link>
          </Box>
        </Box>
        {canFollow ? (
          <Button
            variant={user.is_followed ? 'outlined' : 'contained'}
            startIcon={user.is_followed ? <CheckIcon /> : <PersonAddIcon />}
            onClick={() => follow.mutate(!user.is_followed)}
            disabled={follow.isPending}
            sx={{ minWidth: 128 }}
          >
            <Trans message={user.is_followed ? 'Unfollow' : 'Follow'} />
          </Button>
        ) : null}
      </Container>
    </Box>
  );
}

/** The header's shape while the profile loads. */
export function ProfileHeaderSkeleton() {
  return (
    <Box sx={BANNER_SX} aria-hidden>
      <Container
        maxWidth="xl"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 2, md: 3 },
          py: { xs: 3, md: 5 },
        }}
      >
        <Skeleton
          variant="circular"
          sx={{ width: { xs: 72, md: 112 }, height: { xs: 72, md: 112 } }}
        />
        <Box sx={{ flex: 1 }}>
          <Skeleton
            variant="text"
            sx={{ fontSize: { xs: 26, md: 36 }, width: 260, maxWidth: '80%' }}
          />
          <Skeleton variant="text" sx={{ fontSize: 16, width: 180 }} />
          <Skeleton variant="text" sx={{ fontSize: 16, width: 200, mt: 1.5 }} />
        </Box>
      </Container>
    </Box>
  );
}
