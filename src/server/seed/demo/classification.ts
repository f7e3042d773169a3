import type { Insertable } from 'kysely';
import type {
  CountryTitleTable,
  GenreTitleTable,
  KeywordTitleTable,
  TaxonomyTable,
} from '../../modules/catalogue/catalogue-tables';
import { slugify } from '@common/text/slugify';
import { DEMO_NOW, type Faker } from './demo-random';
import type { PlannedTitle } from './plan-types';
import {
  COUNTRIES,
  CREATIVE_TYPE_KEYWORDS,
  GENRE_KEYWORDS,
  GENRES,
  SOURCE_KEYWORDS,
} from './taxonomy';

const NOW = new Date(DEMO_NOW).toISOString();

type TaxonomyRow = Insertable<TaxonomyTable> & { id: number };

export interface Classification {
  genres: TaxonomyRow[];
  keywords: TaxonomyRow[];
  countries: TaxonomyRow[];
  genreTitle: Array<Insertable<GenreTitleTable>>;
  keywordTitle: Array<Insertable<KeywordTitleTable>>;
  countryTitle: Array<Insertable<CountryTitleTable>>;
}

/**
 * A title's keywords. A real film's come from its source row only (what it is based on, its
 * creative type) and its numbered title; the invented series also get a few of their genres' themes.
 */
function keywordsOf(faker: Faker, title: PlannedTitle): string[] {
  const keywords = new Set<string>();
  const source = title.source?.source;
  if (source && SOURCE_KEYWORDS[source]) keywords.add(SOURCE_KEYWORDS[source]);
  const creative = title.source?.creativeType;
  if (creative && CREATIVE_TYPE_KEYWORDS[creative]) keywords.add(CREATIVE_TYPE_KEYWORDS[creative]);
  if (/(\s|^)(2|3|4|II|III|IV|Part \w+)(:|$)/.test(title.row.name)) keywords.add('sequel');
  if (title.source) return [...keywords];
  keywords.add('tv series');
  const themes = title.genres.flatMap((genre) => GENRE_KEYWORDS[genre] ?? []);
  const count = faker.number.int({ min: 2, max: 5 });
  for (const theme of faker.helpers.arrayElements(themes, Math.min(count, themes.length)))
    keywords.add(theme);
  return [...keywords];
}

/** Genre, keyword and production-country rows and the pivots linking them to titles. */
export function planClassification(
  faker: Faker,
  titles: PlannedTitle[],
  first: { genre: number; keyword: number; country: number },
): Classification {
  const taxonomy = (names: Array<[string, string]>, firstId: number): TaxonomyRow[] =>
    names.map(([name, display_name], i) => ({
      id: firstId + i,
      name,
      display_name,
      created_at: NOW,
      updated_at: NOW,
    }));

  const used = new Set(titles.flatMap((title) => title.genres));
  const genres = taxonomy(
    Object.entries(GENRES).filter(([name]) => used.has(name)),
    first.genre,
  );
  const genreId = new Map(genres.map((g) => [g.name, g.id]));

  const titleKeywords = titles.map((title) => keywordsOf(faker, title));
  const keywordNames = [...new Set(titleKeywords.flat())].sort();
  const keywords = taxonomy(
    keywordNames.map((display) => [slugify(display), display]),
    first.keyword,
  );
  const keywordId = new Map(keywordNames.map((display, i) => [display, keywords[i]!.id]));

  const countryCodes = Object.keys(COUNTRIES).filter((code) =>
    titles.some((t) => t.countries.includes(code)),
  );
  const countries = taxonomy(
    countryCodes.map((code) => [code.toLowerCase(), COUNTRIES[code]!]),
    first.country,
  );
  const countryId = new Map(countryCodes.map((code, i) => [code, countries[i]!.id]));

  return {
    genres,
    keywords,
    countries,
    genreTitle: titles.flatMap((title) =>
      [...new Set(title.genres)].map((genre) => ({
        title_id: title.row.id,
        genre_id: genreId.get(genre)!,
      })),
    ),
    keywordTitle: titles.flatMap((title, i) =>
      titleKeywords[i]!.map((keyword) => ({
        title_id: title.row.id,
        keyword_id: keywordId.get(keyword)!,
      })),
    ),
    countryTitle: titles.flatMap((title) =>
      title.countries.map((code) => ({ title_id: title.row.id, country_id: countryId.get(code)! })),
    ),
  };
}
