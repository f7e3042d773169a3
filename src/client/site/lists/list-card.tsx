import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import PublicIcon from '@mui/icons-material/Public';
import type { UserList } from '@common/catalogue/catalogue-types';
import { listUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { useImageUrl } from '../shared/media-image';

const COLLAGE_SIZE = 4;

function CollagePoster({ src }: { src: string | undefined }) {
  const url = useImageUrl(src);
  return (
    <Box
      sx={{
        aspectRatio: '2 / 3',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        borderRadius: 0.5,
        boxShadow: url ? '2px 0 8px rgba(0,0,0,.35)' : 'none',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}

/** Up to four posters side by side, as the list's cover. */
export function PosterCollage({ posters }: { posters: string[] }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${COLLAGE_SIZE}, minmax(0, 1fr))`,
        gap: 0.5,
        p: 0.5,
        borderRadius: 1,
        bgcolor: 'action.selected',
      }}
    >
      {Array.from({ length: COLLAGE_SIZE }, (_, index) => (
        <CollagePoster key={index} src={posters[index]} />
      ))}
    </Box>
  );
}

/** Whether a list is public or private, as a small badge. */
export function ListVisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const { trans } = useTrans();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={isPublic ? <PublicIcon /> : <LockIcon />}
      label={trans(isPublic ? 'Public' : 'Private')}
      sx={{ height: 22, fontSize: 12 }}
    />
  );
}

/** A list in a grid: poster collage, name, number of titles and visibility, all one link. */
export function ListCard({ list }: { list: UserList }) {
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={listUrl(list)}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          borderRadius: 1,
          '&:hover h3, &:focus-visible h3': { textDecoration: 'underline' },
        }}
      >
        <PosterCollage posters={list.posters} />
        <Typography
          component="h3"
          sx={{ fontWeight: 700, fontSize: 16, mt: 1.25 }}
          noWrap
          title={list.name}
        >
          {list.name}
        </Typography>
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          <Trans message=":count title |||| :count titles" values={{ count: list.items_count }} />
        </Typography>
        <ListVisibilityBadge isPublic={list.public} />
      </Box>
    </Box>
  );
}

export const LIST_GRID_SX = {
  display: 'grid',
  gap: { xs: 3, md: 4 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fill, minmax(280px, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** The list grid's shape while it loads. */
export function ListGridSkeleton({ count = 6 }: { count?: number }) {
  const { trans } = useTrans();
  return (
    <Box role="status" aria-label={trans('Loading')} sx={LIST_GRID_SX}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index}>
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '8 / 3.1', transform: 'none' }}
          />
          <Skeleton variant="text" sx={{ mt: 1.25, fontSize: 16, width: '70%' }} />
          <Skeleton variant="text" sx={{ fontSize: 14, width: '40%' }} />
        </Box>
      ))}
    </Box>
  );
}
