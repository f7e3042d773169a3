import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { TitleDetail } from '@common/catalogue/catalogue-types';
import { Trans } from '@client/i18n/trans';
import { countryName, formatDate, formatMoney, languageName } from './catalogue-format';
import { PageSection } from './ui/page-section';
import { useLocale } from './use-locale';

export interface Fact {
  /** English message of the label. */
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; facts without a value are left out. */
export function FactList({ facts, inline }: { facts: Fact[]; inline?: boolean }) {
  const shown = facts.filter(
    (fact) => fact.value !== null && fact.value !== undefined && fact.value !== '',
  );
  if (!shown.length) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        columnGap: { xs: 2, md: inline ? 5 : 2 },
        rowGap: 2,
        gridTemplateColumns: inline
          ? { xs: 'minmax(0, 1fr)', md: 'repeat(auto-fit, minmax(140px, max-content))' }
          : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: '1fr' },
      }}
    >
      {shown.map((fact) => (
        <div key={fact.label}>
          <Box component="dt" sx={{ fontWeight: 700, fontSize: 15 }}>
            <Trans message={fact.label} />
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </div>
      ))}
    </Box>
  );
}

/** The facts sidebar of a title page. */
export function TitleDetails({ title }: { title: TitleDetail }) {
  const locale = useLocale();
  const countries = title.countries.length
    ? title.countries.map((country) => country.display_name).join(', ')
    : countryName(title.country, locale);
  const facts: Fact[] = [
    {
      label: 'Original name',
      value: title.original_name && title.original_name !== title.name ? title.original_name : null,
    },
    { label: 'Status', value: title.status },
    { label: 'Release date', value: formatDate(title.release_date, locale) },
    { label: 'Original language', value: languageName(title.language, locale) },
    {
      label: title.countries.length > 1 ? 'Countries of origin' : 'Country of origin',
      value: countries,
    },
    { label: 'Budget', value: formatMoney(title.budget, locale) },
    { label: 'Revenue', value: formatMoney(title.revenue, locale) },
    {
      label: 'Keywords',
      value: title.keywords.length
        ? title.keywords.map((keyword) => keyword.display_name).join(', ')
        : null,
    },
  ];
  return (
    <PageSection title="Details">
      <FactList facts={facts} />
    </PageSection>
  );
}
