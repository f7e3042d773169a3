import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleCard as TitleCardData } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { focusRing } from '@client/ui/focus-ring';
import { MediaImage } from './media-image';
import { RatingBadge } from './rating-badge';

interface TitleCardProps {
  title: TitleCardData;
  eager?: boolean;
  /** Replaces the year line (e.g. a character name or a list note). */
  subtitle?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** Height of the text under the poster, so skeletons match the card exactly. */
export const TITLE_CARD_TEXT_HEIGHT = 52;

/** A title in a grid or carousel: poster with its rating, name and year, all one link. */
export function TitleCard({ title, eager, subtitle, headingLevel = 'h3' }: TitleCardProps) {
  const { trans } = useTrans();
  const details = [title.year, title.type === 'series' ? trans('Series') : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={titleUrl(title)}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          borderRadius: 1,
          ...focusRing,
          '& img': { transition: 'transform 250ms ease' },
          '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
          '&:hover h2, &:hover h3, &:hover h4': { color: 'primary.main' },
        }}
      >
        <Box sx={{ position: 'relative', boxShadow: 2, borderRadius: 1 }}>
          <MediaImage src={title.poster} alt={title.name} kind="poster" eager={eager} />
          {title.rating !== null ? (
            <Box
              sx={{
                position: 'absolute',
                left: 6,
                bottom: 6,
                px: 0.75,
                py: 0.25,
                borderRadius: 1,
                bgcolor: 'rgba(0, 0, 0, 0.72)',
                color: '#fff',
                lineHeight: 1,
              }}
            >
              <RatingBadge rating={title.rating} source={title.rating_source} />
            </Box>
          ) : null}
        </Box>
        <Box sx={{ pt: 1, height: TITLE_CARD_TEXT_HEIGHT }}>
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.4, transition: 'color 150ms' }}
            noWrap
            title={title.name}
          >
            {title.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle ?? (details || '\u00a0')}
          </Typography>
        </Box>
      </Link>
    </Box>
  );
}
