import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { FilmographyCredit } from '@common/catalogue/catalogue-types';
import { titleUrl } from '@common/catalogue/catalogue-urls';
import { useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { RatingBadge } from '@client/site/shared/rating-badge';
import { departmentLabel } from '@client/site/titles/credits-logic';
import { PageSection } from '@client/site/titles/ui/page-section';
import { focusRing } from '@client/ui/focus-ring';
import { visuallyHidden } from '@client/ui/visually-hidden';
import {
  filmographyEntries,
  groupByYear,
  orderDepartments,
  type FilmographyEntry,
} from './filmography-logic';

function EntryRow({ entry, cast }: { entry: FilmographyEntry; cast: boolean }) {
  const { trans } = useTrans();
  const roles = entry.roles.join(' / ');
  const role = roles ? (cast ? trans('as :character', { character: roles }) : roles) : null;
  const episodes =
    entry.episodeCount !== null
      ? trans(':count episode |||| :count episodes', { count: entry.episodeCount })
      : null;
  return (
    <Box component="li">
      <Box
        component={RouterLink}
        to={titleUrl(entry.title)}
        sx={{
          display: 'grid',
          gridTemplateColumns: '40px minmax(0, 1fr) auto',
          alignItems: 'center',
          gap: 1.5,
          py: 1,
          px: 1,
          minHeight: 44,
          color: 'inherit',
          textDecoration: 'none',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:hover .entry-name': { textDecoration: 'underline' },
          ...focusRing,
        }}
      >
        <MediaImage src={entry.title.poster} alt="" kind="poster" radius={0.5} />
        <Box sx={{ minWidth: 0 }}>
          <Typography className="entry-name" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
            {entry.title.name}
          </Typography>
          {role || episodes ? (
            <Typography variant="body2" color="text.secondary">
              {[role, episodes ? `(${episodes})` : null].filter(Boolean).join(' ')}
            </Typography>
          ) : null}
        </Box>
        <RatingBadge rating={entry.title.rating} source={entry.title.rating_source} />
      </Box>
    </Box>
  );
}

/** One department's titles, grouped under their years, newest first. */
function DepartmentCredits({
  department,
  credits,
}: {
  department: string;
  credits: FilmographyCredit[];
}) {
  const { trans } = useTrans();
  const cast = ['cast', 'acting'].includes(department.toLowerCase());
  const years = groupByYear(filmographyEntries(department, credits));
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {years.map((group) => (
        <Box
          component="li"
          key={group.year ?? 'unknown'}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '48px minmax(0, 1fr)', md: '64px minmax(0, 1fr)' },
            gap: 1,
            py: 1,
            borderColor: 'divider',
            '& + &': { borderTop: 1, borderColor: 'divider' },
          }}
        >
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: 15, pt: 1.5, color: 'text.secondary' }}
          >
            {group.year ?? '—'}
            {group.year === null ? (
              <Box component="span" sx={visuallyHidden}>
                {trans('Year unknown')}
              </Box>
            ) : null}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.entries.map((entry) => (
              <EntryRow key={entry.title.id} entry={entry} cast={cast} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A person's credits by department (one tab each), each a list by year, newest first. */
export function Filmography({
  filmography,
  knownFor,
}: {
  filmography: Record<string, FilmographyCredit[]>;
  knownFor: string | null;
}) {
  const { trans } = useTrans();
  const baseId = useId();
  const departments = orderDepartments(filmography, knownFor);
  const [selected, setSelected] = useState<string | null>(null);
  if (!departments.length) return null;
  const active = selected && departments.includes(selected) ? selected : departments[0]!;
  const tabId = (department: string) => `${baseId}-tab-${departments.indexOf(department)}`;
  const panelId = `${baseId}-panel`;
  return (
    <PageSection title="Filmography">
      {departments.length > 1 ? (
        <Tabs
          value={active}
          onChange={(_event, value: string) => setSelected(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={trans('Departments')}
          sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {departments.map((department) => (
            <Tab
              key={department}
              value={department}
              id={tabId(department)}
              aria-controls={panelId}
              sx={{ minHeight: 48, fontWeight: 600 }}
              label={`${trans(departmentLabel(department))} (${
                new Set(filmography[department]!.map((credit) => credit.title.id)).size
              })`}
            />
          ))}
        </Tabs>
      ) : (
        <Typography sx={{ fontWeight: 600, color: 'text.secondary', mb: 1 }}>
          {trans(departmentLabel(active))}
        </Typography>
      )}
      <Box
        id={panelId}
        role={departments.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={departments.length > 1 ? tabId(active) : undefined}
      >
        <DepartmentCredits department={active} credits={filmography[active] ?? []} />
      </Box>
    </PageSection>
  );
}
