import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { focusRing } from '@client/ui/focus-ring';
import { formatRuntime } from '../titles/catalogue-format';
import { MediaImage } from '../shared/media-image';
import { RatingBadge } from '../shared/rating-badge';

interface TitleListItemProps {
  title: TitleCard;
  /** Shown as a large rank number before the poster. */
  rank?: number;
  headingLevel?: 'h2' | 'h3';
}

/** A title as one row of a ranked or plain list: small poster, name, details and rating. */
export function TitleListItem({ title, rank, headingLevel = 'h3' }: TitleListItemProps) {
  const { trans } = useTrans();
  const details = [
    title.year,
    title.type === 'series' ? trans('Series') : formatRuntime(title.runtime),
    title.genres
      .slice(0, 2)
      .map((genre) => genre.display_name)
      .join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="article">
      <Link
        component={RouterLink}
        to={titleUrl(title)}
        underline="none"
        color="inherit"
        sx={{
          display: 'grid',
          gridTemplateColumns: rank ? '40px 64px 1fr' : '64px 1fr',
          alignItems: 'center',
          gap: 2,
          p: 1,
          borderRadius: 1,
          ...focusRing,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {rank ? (
          <Typography
            aria-hidden
            sx={{ fontSize: 28, fontWeight: 800, color: 'text.disabled', textAlign: 'center' }}
          >
            {rank}
          </Typography>
        ) : null}
        <MediaImage src={title.poster} alt="" kind="poster" />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 600, fontSize: 16, lineHeight: 1.35 }}
            noWrap
            title={title.name}
          >
            {title.name}
          </Typography>
          {details ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {details}
            </Typography>
          ) : null}
          <Box sx={{ mt: 0.5, minHeight: 20 }}>
            <RatingBadge rating={title.rating} source={title.rating_source} />
          </Box>
        </Box>
      </Link>
    </Box>
  );
}
