import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleCard as TitleCardData } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { focusRing } from '@client/ui/focus-ring';
import { MediaImage } from './media-image';
import { RatingBadge } from './rating-badge';

interface LandscapeCardProps {
  title: TitleCardData;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A title as a wide backdrop with its name over a gradient (landscape rows and grids). */
export function LandscapeCard({ title, eager, headingLevel = 'h3' }: LandscapeCardProps) {
  const genres = title.genres
    .slice(0, 2)
    .map((genre) => genre.display_name)
    .join(', ');
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={titleUrl(title)}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          position: 'relative',
          borderRadius: 1,
          boxShadow: 2,
          ...focusRing,
          '& img': { transition: 'transform 300ms ease' },
          '&:hover img, &:focus-visible img': { transform: 'scale(1.04)' },
        }}
      >
        <MediaImage src={title.backdrop ?? title.poster} alt="" kind="backdrop" eager={eager} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: 1,
            background:
              'linear-gradient(to top, rgba(0,0,0,0.88) 0%, rgba(0,0,0,0.2) 55%, transparent 100%)',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'flex-end',
            p: 1.5,
            color: '#fff',
          }}
        >
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }}
            noWrap
            title={title.name}
          >
            {title.name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontSize: 13,
              opacity: 0.9,
              minWidth: 0,
              whiteSpace: 'nowrap',
            }}
          >
            <RatingBadge rating={title.rating} source={title.rating_source} />
            {title.year ? <span>{title.year}</span> : null}
            {genres ? (
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {genres}
              </Box>
            ) : null}
          </Box>
        </Box>
      </Link>
    </Box>
  );
}
