import { Avatar, Stack, Typography } from '@mui/material';
import { useTrans } from '@client/i18n/trans';

/** A review's or comment's author: avatar and name (a deleted comment has none). */
export function AuthorCell({ user }: { user: { name: string; image: string | null } | null }) {
  const { trans } = useTrans();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={user?.image ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
      <Typography variant="body2" noWrap color={user ? 'text.primary' : 'text.secondary'}>
        {user?.name ?? trans('Deleted')}
      </Typography>
    </Stack>
  );
}
