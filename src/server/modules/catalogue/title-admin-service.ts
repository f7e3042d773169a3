import type {
  AdminTitleRecord,
  AdminTitleRow,
  TitleAdminCreateInput,
  TitleAdminUpdateInput,
} from '@common/api/admin-titles';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { SearchService } from '../search';
import type { CatalogueDeletions } from './catalogue-deletions';
import type {
  TitleAdminListRow,
  TitleAdminRepository,
  TitleAdminRow,
  TitleAdminValues,
} from './title-admin-repository';
import type { TitleAdminListQuery } from './title-admin-schema';

export const TITLE_NOT_FOUND = 'Title not found.';
export const SERIES_WITH_SEASONS =
  'A series with seasons cannot become a movie. Delete its seasons first.';

/**
 * How many titles a name search reads from the full-text index. The admin looks for a title it
 * can name, so the best matches are enough; a very common word gives its most relevant 300,
 * which further words or filters narrow.
 */
export const ADMIN_SEARCH_LIMIT = 300;

export interface TitleAdminDependencies {
  titles: TitleAdminRepository;
  transactions: Transactions;
  deletions: CatalogueDeletions;
  search: Pick<SearchService, 'searchTitles'>;
  changes: ContentChanges;
}

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

/** PostgreSQL answers bigint columns as strings; the API answers numbers. */
function toRecord(row: TitleAdminRow): AdminTitleRecord {
  return {
    ...toListRow(row),
    runtime: row.runtime,
    tagline: row.tagline,
    plot: row.plot,
    certification: row.certification,
    country: row.country,
    budget: nullableNumber(row.budget),
    revenue: nullableNumber(row.revenue),
    backdrop: row.backdrop,
    imdb_id: row.imdb_id,
    tmdb_id: row.tmdb_id,
  };
}

function toListRow(row: TitleAdminListRow): AdminTitleRow {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    original_name: row.original_name,
    year: row.year,
    release_date: row.release_date,
    poster: row.poster,
    rating: nullableNumber(row.rating),
    vote_count: Number(row.vote_count),
    popularity: Number(row.popularity),
    status: row.status,
    language: row.language,
    season_count: Number(row.season_count),
    episode_count: Number(row.episode_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The year a release date falls in. */
const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Titles in the admin (issue 14): list, create, update, delete. Every write announces the
 * titles it changed once it has committed, so the public pages, channels and search answers
 * cached in process show it at once.
 */
export class TitleAdminService {
  constructor(private readonly deps: TitleAdminDependencies) {}

  async list(query: TitleAdminListQuery): Promise<{ rows: AdminTitleRow[]; total: number }> {
    let matchIds: number[] | undefined;
    if (query.query) {
      matchIds = await this.deps.search.searchTitles(query.query, { limit: ADMIN_SEARCH_LIMIT });
      if (!matchIds.length) return { rows: [], total: 0 };
    }
    const { rows, total } = await this.deps.titles.paginate(query, matchIds);
    return { rows: rows.map(toListRow), total };
  }

  async get(id: number): Promise<AdminTitleRecord> {
    const row = await this.deps.titles.findById(id);
    if (!row) throw new NotFoundError(TITLE_NOT_FOUND);
    return toRecord(row);
  }

  async create(input: TitleAdminCreateInput): Promise<AdminTitleRecord> {
    const values: TitleAdminValues = { ...input };
    if (input.release_date && input.year === undefined) values.year = yearOf(input.release_date);
    const row = await this.deps.titles.insert(values, nowIso());
    this.deps.changes.publish({ titleIds: [row.id] });
    return toRecord(row);
  }

  /** Changes only the fields given; the year follows a new release date unless given too. */
  async update(id: number, input: TitleAdminUpdateInput): Promise<AdminTitleRecord> {
    const row = await this.deps.titles.transaction(async (titles) => {
      const current = await titles.findById(id);
      if (!current) throw new NotFoundError(TITLE_NOT_FOUND);
      if (input.type === 'movie' && current.type === 'series' && (await titles.hasSeasons(id))) {
        throw new InvalidError({ type: [SERIES_WITH_SEASONS] });
      }
      const values: Partial<TitleAdminValues> = { ...input };
      if (input.release_date && input.year === undefined) values.year = yearOf(input.release_date);
      return (await titles.update(id, values, nowIso()))!;
    });
    this.deps.changes.publish({ titleIds: [id] });
    return toRecord(row);
  }

  /**
   * Deletes titles with everything about them, in one transaction: their seasons' and
   * episodes' references (images, visits, credits, comments, channel items) first, then the
   * rows, whose foreign keys cascade to the rest.
   */
  async delete(ids: number[]): Promise<number> {
    const wanted = ids.filter((id) => id > 0);
    const deleted = await this.deps.transactions.run(async (trx) => {
      const titles = this.deps.titles.bound(trx);
      const titleIds = await titles.existingIds(wanted);
      if (!titleIds.length) throw new NotFoundError(TITLE_NOT_FOUND);
      const { seasonIds, episodeIds } = await titles.childIds(titleIds);
      await this.deps.deletions.removeReferences({ titleIds, seasonIds, episodeIds }, trx);
      await titles.deleteMany(titleIds);
      return titleIds;
    });
    this.deps.changes.publish({ titleIds: deleted });
    return deleted.length;
  }
}
