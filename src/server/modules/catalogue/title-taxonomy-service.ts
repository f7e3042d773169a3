import type { TitleTaxonomies } from '@common/api/admin-taxonomies';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { InvalidError } from '../../domain/errors';
import type { ValueListService } from '../value-lists';
import type { CatalogueScopes } from './catalogue-scope';
import { taxonomyKey } from './taxonomy-admin-service';
import type { TitleKeywordsInput } from './taxonomy-admin-schema';
import type { TitleRepository } from './title-repository';
import type { TitleTaxonomyKind, TitleTaxonomyRepository } from './title-taxonomy-repository';

const INVALID_IDS: Record<Exclude<TitleTaxonomyKind, 'countries'>, string> = {
  genres: 'Some of the selected genres do not exist.',
  keywords: 'Some of the selected keywords do not exist.',
};

interface Dependencies {
  rows: TitleTaxonomyRepository;
  titles: Pick<TitleRepository, 'taxonomies'>;
  scopes: Pick<CatalogueScopes, 'resolve'>;
  countries: Pick<ValueListService, 'isKnownCountry' | 'lists'>;
  changes: ContentChanges;
}

/**
 * A title's genres, keywords and production countries in the admin. Each write replaces one set
 * in one transaction and is announced once committed, so the title's page follows at once.
 */
export class TitleTaxonomyService {
  constructor(private readonly deps: Dependencies) {}

  async get(titleId: number): Promise<TitleTaxonomies> {
    await this.deps.scopes.resolve({ titleId });
    return this.deps.titles.taxonomies(titleId);
  }

  async setGenres(titleId: number, ids: number[]): Promise<TitleTaxonomies> {
    await this.deps.scopes.resolve({ titleId });
    const wanted = [...new Set(ids)];
    await this.deps.rows.transaction(async (rows) => {
      await this.assertExisting(rows, 'genres', wanted);
      await rows.replace('genres', titleId, wanted);
    });
    return this.changed(titleId);
  }

  /** Existing keywords by id, plus new ones by display name (one with the same key is reused). */
  async setKeywords(titleId: number, input: TitleKeywordsInput): Promise<TitleTaxonomies> {
    await this.deps.scopes.resolve({ titleId });
    const byKey = new Map<string, string>();
    for (const displayName of input.names) {
      const key = taxonomyKey(displayName);
      if (!key) throw new InvalidError({ names: [`"${displayName}" is not a usable keyword.`] });
      if (!byKey.has(key)) byKey.set(key, displayName);
    }
    await this.deps.rows.transaction(async (rows) => {
      const ids = [...new Set(input.ids)];
      await this.assertExisting(rows, 'keywords', ids);
      const found = await rows.findByNames('keywords', [...byKey.keys()]);
      const missing = [...byKey].filter(([key]) => !found.some((row) => row.name === key));
      const created = await rows.createMany(
        'keywords',
        missing.map(([name, display_name]) => ({ name, display_name })),
        nowIso(),
      );
      const all = new Set([...ids, ...found.map((row) => row.id), ...created.map((row) => row.id)]);
      await rows.replace('keywords', titleId, [...all]);
    });
    return this.changed(titleId);
  }

  /** Countries by ISO 3166-1 alpha-2 code; a country no title had yet gets its row. */
  async setCountries(titleId: number, codes: string[]): Promise<TitleTaxonomies> {
    await this.deps.scopes.resolve({ titleId });
    const wanted = [...new Set(codes)];
    const unknown = wanted.filter((code) => !this.deps.countries.isKnownCountry(code));
    if (unknown.length) {
      throw new InvalidError({ codes: [`Unknown country code: ${unknown.join(', ')}.`] });
    }
    const { countries } = await this.deps.countries.lists(['countries']);
    const countryName = new Map(countries.map((country) => [country.code, country.name]));
    await this.deps.rows.transaction(async (rows) => {
      const keys = wanted.map((code) => code.toLowerCase());
      const found = await rows.findByNames('countries', keys);
      const created = await rows.createMany(
        'countries',
        keys
          .filter((key) => !found.some((row) => row.name === key))
          .map((key) => ({
            name: key,
            display_name: countryName.get(key.toUpperCase()) ?? key.toUpperCase(),
          })),
        nowIso(),
      );
      await rows.replace(
        'countries',
        titleId,
        [...found, ...created].map((row) => row.id),
      );
    });
    return this.changed(titleId);
  }

  private async assertExisting(
    rows: TitleTaxonomyRepository,
    kind: Exclude<TitleTaxonomyKind, 'countries'>,
    ids: number[],
  ) {
    if ((await rows.existingIds(kind, ids)).length !== ids.length) {
      throw new InvalidError({ ids: [INVALID_IDS[kind]] });
    }
  }

  private changed(titleId: number): Promise<TitleTaxonomies> {
    this.deps.changes.publish({ titleIds: [titleId] });
    return this.deps.titles.taxonomies(titleId);
  }
}
