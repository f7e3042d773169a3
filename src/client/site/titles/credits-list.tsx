import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CastCredit, CreditPerson, CrewCredit } from '@common/catalogue/catalogue-types';
import { personUrl } from '@common/catalogue/catalogue-urls';
import { Trans, useTrans } from '@client/i18n/trans';
import { EmptyState } from '@client/site/shared/empty-state';
import { MediaImage } from '@client/site/shared/media-image';
import { departmentLabel, groupCrewByDepartment } from './credits-logic';
import { focusRing } from '@client/ui/focus-ring';

/** One person in a credits list: portrait, name (a link) and what they did. */
function CreditRow({ person, role }: { person: CreditPerson; role: string | null }) {
  return (
    <Box component="li" sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box
        component={RouterLink}
        to={personUrl(person)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          py: 1,
          minHeight: 72,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          '&:hover .credit-name': { textDecoration: 'underline' },
          ...focusRing,
        }}
      >
        <Box sx={{ width: 48, flexShrink: 0 }}>
          <MediaImage src={person.image} alt="" kind="profile" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography className="credit-name" sx={{ fontWeight: 600 }}>
            {person.name}
          </Typography>
          {role ? (
            <Typography variant="body2" color="text.secondary">
              {role}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

function CountHeading({ id, message, count }: { id: string; message: string; count: number }) {
  return (
    <Typography
      id={id}
      component="h2"
      sx={{ fontSize: { xs: 20, md: 24 }, fontWeight: 700, mb: 1 }}
    >
      <Trans message={message} />{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {count}
      </Box>
    </Typography>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The whole cast, in billing order, with their characters. */
export function CastList({ cast }: { cast: CastCredit[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <CountHeading id={headingId} message="Cast" count={cast.length} />
      {cast.length ? (
        <Box component="ul" sx={listSx}>
          {cast.map((credit) => (
            <CreditRow key={credit.id} person={credit.person} role={credit.character} />
          ))}
        </Box>
      ) : (
        <EmptyState message="No cast yet" />
      )}
    </Box>
  );
}

/** The crew grouped by department, each person once per department with all their jobs. */
export function CrewList({ crew }: { crew: CrewCredit[] }) {
  const headingId = useId();
  const { trans } = useTrans();
  const departments = groupCrewByDepartment(crew);
  const people = new Set(crew.map((credit) => credit.person.id)).size;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <CountHeading id={headingId} message="Crew" count={people} />
      {departments.length ? (
        departments.map((group) => (
          <Box key={group.department} sx={{ mt: 2, mb: 3 }}>
            <Typography component="h3" sx={{ fontSize: 17, fontWeight: 700, mb: 0.5 }}>
              {trans(departmentLabel(group.department))}
            </Typography>
            <Box component="ul" sx={listSx}>
              {group.members.map((member) => (
                <CreditRow
                  key={member.person.id}
                  person={member.person}
                  role={member.jobs.join(', ')}
                />
              ))}
            </Box>
          </Box>
        ))
      ) : (
        <EmptyState message="No crew yet" />
      )}
    </Box>
  );
}
