import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CastCredit, CrewCredit } from '@common/catalogue/catalogue-types';
import { personUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { PersonCard } from '@client/site/shared/person-card';
import { keyCrew } from './credits-logic';
import { PageSection } from './ui/page-section';
import { Scroller } from './ui/scroller';
import { visuallyHidden } from '@client/ui/visually-hidden';

export const CAST_CARD_WIDTH = { xs: 120, md: 150 };

/** The top-billed cast as a row of portraits with their characters. */
export function CastStrip({
  cast,
  fullCreditsUrl,
  title = 'Top cast',
}: {
  cast: CastCredit[];
  fullCreditsUrl: string;
  title?: string;
}) {
  const { trans } = useTrans();
  if (!cast.length) return null;
  return (
    <PageSection title={title} more={{ to: fullCreditsUrl, label: 'Full cast & crew' }}>
      <Scroller label={trans(title)} itemWidth={CAST_CARD_WIDTH}>
        {cast.map((credit) => (
          <PersonCard key={credit.id} person={credit.person} description={credit.character} />
        ))}
      </Scroller>
    </PageSection>
  );
}

/** Creators, directors and writers by name, each with their jobs (under a title's summary). */
export function KeyCrew({ crew, limit = 6 }: { crew: CrewCredit[]; limit?: number }) {
  const headingId = useId();
  const members = keyCrew(crew, limit);
  if (!members.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 4, md: 5 } }}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        <Trans message="Key crew" />
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          gap: { xs: 2, md: 3 },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {members.map((member) => (
          <li key={member.person.id}>
            <Link
              component={RouterLink}
              to={personUrl(member.person)}
              color="inherit"
              sx={{ fontWeight: 700, display: 'inline-block', minHeight: 24 }}
            >
              {member.person.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {member.jobs.join(', ')}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
