import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PersonPageResponse } from '@common/catalogue/catalogue-types';
import { Trans, useTrans } from '@client/i18n/trans';
import { MediaImage } from '@client/site/shared/media-image';
import { ageInYears, formatDate } from '@client/site/titles/catalogue-format';
import { departmentLabel } from '@client/site/titles/credits-logic';
import { FactList, type Fact } from '@client/site/titles/title-details';
import { Hero, HeroColumns } from '@client/site/titles/ui/hero';
import { useLocale } from '@client/site/titles/use-locale';

/** Biographies longer than this many characters start collapsed. */
export const LONG_BIOGRAPHY = 600;

/** A biography's paragraphs (blank-line or line-break separated). */
export const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The biography, collapsed to a few lines with a 'Read more' toggle when it is long. */
export function Biography({ text, name }: { text: string | null; name: string }) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  if (!text?.trim()) {
    return (
      <Typography color="text.secondary">
        <Trans message="We don't have a biography for :name." values={{ name }} />
      </Typography>
    );
  }
  const long = text.length > LONG_BIOGRAPHY;
  const collapsed = long && !expanded;
  return (
    <>
      <Box
        id={contentId}
        sx={{
          position: 'relative',
          maxWidth: 780,
          lineHeight: 1.7,
          fontSize: { md: 17 },
          '& p': { m: 0, mb: 1.5 },
          ...(collapsed
            ? {
                maxHeight: '10.2em',
                overflow: 'hidden',
                maskImage: 'linear-gradient(to bottom, #000 60%, transparent)',
              }
            : {}),
        }}
      >
        {paragraphs(text).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Box>
      {long ? (
        <Button
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={contentId}
          sx={{ minHeight: 44, px: 1, ml: -1, fontWeight: 600 }}
        >
          {expanded ? <Trans message="Show less" /> : <Trans message="Read more" />}
        </Button>
      ) : null}
    </>
  );
}

function useLifeFacts(person: PersonPageResponse['person']): Fact[] {
  const { trans } = useTrans();
  const locale = useLocale();
  const born = formatDate(person.birth_date, locale);
  const died = formatDate(person.death_date, locale);
  const age = ageInYears(person.birth_date, person.death_date ?? new Date());
  const place = (text: string | null, where: string | null) =>
    text && where ? trans(':date in :place', { date: text, place: where }) : (text ?? where);
  const bornText =
    born && age !== null && !person.death_date
      ? trans(':date (age :age)', { date: born, age })
      : born;
  const diedText = died && age !== null ? trans(':date (aged :age)', { date: died, age }) : died;
  return [
    {
      label: 'Known for',
      value: person.known_for ? trans(departmentLabel(person.known_for)) : null,
    },
    { label: 'Born', value: place(bornText, person.birth_place) },
    { label: 'Died', value: place(diedText, person.death_place) },
  ];
}

export function PersonHero({ data }: { data: PersonPageResponse }) {
  const { person, known_for } = data;
  const { trans } = useTrans();
  const facts = useLifeFacts(person);
  const biographyId = useId();
  return (
    <Hero image={known_for[0]?.backdrop} subtle minHeight={440}>
      <HeroColumns
        artWidth={260}
        art={
          <MediaImage
            src={person.image}
            alt={trans('Portrait of :name', { name: person.name })}
            kind="profile"
            eager
            sizes="(max-width: 767px) 112px, 260px"
          />
        }
        header={
          <>
            <Typography
              component="h1"
              sx={{
                fontSize: { xs: 26, sm: 34, md: 44 },
                fontWeight: 800,
                lineHeight: 1.15,
                mb: 2,
                overflowWrap: 'anywhere',
              }}
            >
              {person.name}
            </Typography>
            <FactList facts={facts} inline />
          </>
        }
        body={
          <Box component="section" aria-labelledby={biographyId}>
            <Typography
              id={biographyId}
              component="h2"
              sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}
            >
              <Trans message="Biography" />
            </Typography>
            <Biography text={person.biography} name={person.name} />
          </Box>
        }
      />
    </Hero>
  );
}
