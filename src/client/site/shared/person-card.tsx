import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { personUrl } from '@common/catalogue/catalogue-urls';
import { MediaImage } from './media-image';

interface PersonCardProps {
  person: { id: number; name: string; image: string | null };
  /** A line under the name: the character played, the job, or known-for titles. */
  description?: string | null;
  eager?: boolean;
}

/** A person in a grid or cast strip: portrait, name and one line of context. */
export function PersonCard({ person, description, eager }: PersonCardProps) {
  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Link
        component={RouterLink}
        to={personUrl(person)}
        underline="none"
        color="inherit"
        sx={{ display: 'block', borderRadius: 1 }}
      >
        <MediaImage src={person.image} alt={person.name} kind="profile" eager={eager} />
        <Typography
          component="h3"
          sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3, mt: 1 }}
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
