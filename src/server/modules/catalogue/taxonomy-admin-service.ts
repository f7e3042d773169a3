import type { AdminTaxonomyKind } from '@common/api/admin-taxonomies';
import { slugify } from '@common/text/slugify';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { uniqueAs } from '../../db/unique-violation';
import type { TaxonomyAdminRepository, TaxonomyAdminRow } from './taxonomy-admin-repository';
import {
  TAXONOMY_NAME_INVALID,
  TAXONOMY_NAME_PATTERN,
  type TaxonomyInput,
  type TaxonomyListQuery,
  type TaxonomyMergeInput,
} from './taxonomy-admin-schema';

export const TAXONOMY_NAME_TAKEN = 'The name has already been taken.';

/** Another admin took the name between our check and our write (the unique index said so). */
const nameTaken = uniqueAs(() => new InvalidError({ name: [TAXONOMY_NAME_TAKEN] }));
export const TAXONOMY_NOT_FOUND: Record<AdminTaxonomyKind, string> = {
  genres: 'Genre not found.',
  keywords: 'Keyword not found.',
};
const MERGE_TARGET_INVALID = 'The selected target is invalid.';
const MERGE_IDS_INVALID = 'Some of the selected ids do not exist.';

/** The URL key a display name gives: lowercase words joined by hyphens. */
export function taxonomyKey(displayName: string): string {
  return slugify(displayName).slice(0, 100).replace(/-+$/, '');
}

/**
 * Genres or keywords in the admin: list, create, rename, delete and merge. Every change is
 * announced after it commits, so title pages, genre channels and the filter bar follow at once.
 */
export class TaxonomyAdminService {
  constructor(
    private readonly kind: AdminTaxonomyKind,
    private readonly rows: TaxonomyAdminRepository,
    private readonly changes: ContentChanges,
  ) {}

  list(query: TaxonomyListQuery): Promise<{ rows: TaxonomyAdminRow[]; total: number }> {
    return this.rows.paginate(query);
  }

  async get(id: number): Promise<TaxonomyAdminRow> {
    const row = await this.rows.findById(id);
    if (!row) throw new NotFoundError(TAXONOMY_NOT_FOUND[this.kind]);
    return row;
  }

  async create(input: TaxonomyInput): Promise<TaxonomyAdminRow> {
    const row = await this.rows
      .transaction(async (rows) => {
        const name = await this.freeName(rows, input.name || taxonomyKey(input.display_name));
        return rows.create({ name, display_name: input.display_name }, nowIso());
      })
      .catch(nameTaken);
    this.changes.publish({ taxonomy: true });
    return row;
  }

  /** Renames; without a name the URL key stays as it is (links to it keep working). */
  async update(id: number, input: TaxonomyInput): Promise<TaxonomyAdminRow> {
    const row = await this.rows
      .transaction(async (rows) => {
        const current = await rows.findById(id);
        if (!current) throw new NotFoundError(TAXONOMY_NOT_FOUND[this.kind]);
        const name = await this.freeName(rows, input.name || current.name, id);
        return (await rows.update(id, { name, display_name: input.display_name }, nowIso()))!;
      })
      .catch(nameTaken);
    this.changes.publish({ taxonomy: true });
    return row;
  }

  /** Deletes those of the ids that exist; NotFoundError when none does. */
  async delete(ids: number[]): Promise<number> {
    const deleted = await this.rows.deleteMany(ids);
    if (!deleted) throw new NotFoundError(TAXONOMY_NOT_FOUND[this.kind]);
    this.changes.publish({ taxonomy: true });
    return deleted;
  }

  /** Moves every title of `ids` onto `into`, then deletes them; in one transaction. */
  async merge(input: TaxonomyMergeInput): Promise<TaxonomyAdminRow> {
    const ids = [...new Set(input.ids)].filter((id) => id !== input.into);
    const row = await this.rows.transaction(async (rows) => {
      if (!(await rows.findById(input.into))) {
        throw new InvalidError({ into: [MERGE_TARGET_INVALID] });
      }
      if (!ids.length) return (await rows.findById(input.into))!;
      if ((await rows.existingIds(ids)).length !== ids.length) {
        throw new InvalidError({ ids: [MERGE_IDS_INVALID] });
      }
      await rows.moveTitles(ids, input.into);
      await rows.deleteMany(ids);
      return (await rows.findById(input.into))!;
    });
    this.changes.publish({ taxonomy: true });
    return row;
  }

  private async freeName(rows: TaxonomyAdminRepository, name: string, exceptId?: number) {
    if (!TAXONOMY_NAME_PATTERN.test(name)) {
      throw new InvalidError({ name: [TAXONOMY_NAME_INVALID] });
    }
    if (await rows.nameTaken(name, exceptId)) {
      throw new InvalidError({ name: [TAXONOMY_NAME_TAKEN] });
    }
    return name;
  }
}
