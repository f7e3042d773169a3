import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TitleCard as TitleCardData } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { MediaImage } from './media-image';
import { RatingBadge } from './rating-badge';

interface TitleCardProps {
  title: TitleCardData;
  eager?: boolean;
}

/** A title in a grid or carousel: poster, rating, name and year, all one link. */
export function TitleCard({ title, eager }: TitleCardProps) {
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
          '&:hover img, &:focus-visible img': { transform: 'scale(1.03)' },
          '& img': { transition: 'transform 200ms' },
        }}
      >
        <MediaImage src={title.poster} alt={title.name} kind="poster" eager={eager} />
        <Box sx={{ pt: 1 }}>
          <RatingBadge rating={title.rating} />
          <Typography
            component="h3"
            sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3, mt: 0.25 }}
            noWrap
            title={title.name}
          >
            {title.name}
          </Typography>
          {title.year ? (
            <Typography variant="body2" color="text.secondary">
              {title.year}
            </Typography>
          ) : null}
        </Box>
      </Link>
    </Box>
  );
}
