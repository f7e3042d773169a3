import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { personUrl } from '@common/catalogue/catalogue-urls';
import { focusRing } from '@client/ui/focus-ring';
import { MediaImage } from './media-image';

interface PersonCardProps {
  person: { id: number; name: string; image: string | null };
  /** A line under the name: the character played, the job, or known-for titles. */
  description?: string | null;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A person in a grid or cast strip: portrait, name and one line of context. */
export function PersonCard({ person, description, eager, headingLevel = 'h3' }: PersonCardProps) {
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={personUrl(person)}
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
        <Box sx={{ boxShadow: 2, borderRadius: 1 }}>
          <MediaImage src={person.image} alt={person.name} kind="profile" eager={eager} />
        </Box>
        <Typography
          component={headingLevel}
          sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.4, mt: 1, transition: 'color 150ms' }}
          noWrap
          title={person.name}
        >
          {person.name}
        </Typography>
      </Link>
      {description ? (
        <Typography variant="body2" color="text.secondary" noWrap title={description}>
          {description}
        </Typography>
      ) : null}
    </Box>
  );
}
