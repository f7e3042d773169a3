import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { Review } from '@common/catalogue/catalogue-types';
import { profileUrl, titleUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { RelativeTime } from '../comments/relative-time';
import { PublicUserAvatar } from '../profiles/public-user-avatar';
import { MediaImage } from '../shared/media-image';
import { STAR_COLOR } from '../ratings/star-color';

const LONG_REVIEW = 600;

interface ReviewCardProps {
  review: Review;
  /** Show the reviewed title (on profile pages) instead of the author. */
  showTitle?: boolean;
  /** Owner actions (edit, delete). */
  actions?: ReactNode;
}

/** One review: author or title, the score, headline, body (long ones fold), and when. */
export function ReviewCard({ review, showTitle, actions }: ReviewCardProps) {
  const { trans } = useTrans();
  const [expanded, setExpanded] = useState(false);
  const long = review.body.length > LONG_REVIEW;
  const title = showTitle ? review.title : undefined;
  return (
    <Box
      component="article"
      aria-label={trans('Review by :name', { name: review.user.name })}
      sx={{
        display: 'flex',
        gap: 2,
        p: { xs: 2, md: 2.5 },
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {title ? (
        <Box sx={{ width: { xs: 56, sm: 72 }, flexShrink: 0 }}>
          <RouterLink to={titleUrl(title)} tabIndex={-1} aria-hidden>
            <MediaImage src={title.poster} alt="" kind="poster" />
          </RouterLink>
        </Box>
      ) : null}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {title ? (
            <Link
              component={RouterLink}
              to={titleUrl(title)}
              sx={{ fontWeight: 700, color: 'text.primary' }}
            >
              {title.name}
              {title.year ? ` (${title.year})` : ''}
            </Link>
          ) : (
            <Link
              component={RouterLink}
              to={profileUrl(review.user)}
              underline="none"
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
            >
              <PublicUserAvatar user={review.user} size={32} />
              {review.user.name}
            </Link>
          )}
          <Box
            component="span"
            aria-label={trans('Rated :rating out of 10', { rating: review.rating })}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'action.selected',
              fontWeight: 700,
              fontSize: 14,
            }}
          >
            <StarIcon aria-hidden sx={{ color: STAR_COLOR, fontSize: 16 }} />
            <span>
              {review.rating}
              <Box component="span" sx={{ fontWeight: 400 }}>
                /10
              </Box>
            </span>
          </Box>
          <Typography variant="body2" color="text.secondary" component="span">
            <RelativeTime date={review.created_at} />
          </Typography>
        </Box>
        {review.headline ? (
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, mt: 1.5 }}>
            {review.headline}
          </Typography>
        ) : null}
        <Typography
          sx={{
            mt: review.headline ? 0.5 : 1.5,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            ...(long && !expanded
              ? {
                  display: '-webkit-box',
                  WebkitLineClamp: 6,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }
              : {}),
          }}
        >
          {review.body}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {long ? (
            <Button size="small" onClick={() => setExpanded((value) => !value)} sx={{ ml: -1 }}>
              <Trans message={expanded ? 'Show less' : 'Read more'} />
            </Button>
          ) : null}
          {actions}
        </Box>
      </Box>
    </Box>
  );
}
