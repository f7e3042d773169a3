import type { AdminPersonRecord, AdminPersonRow } from '@common/api/admin-people';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { NotFoundError } from '../../domain/errors';
import type { CatalogueDeletions } from '../catalogue';
import type { SearchService } from '../search';
import type { PersonAdminRepository, PersonAdminRow } from './person-admin-repository';
import type {
  PersonAdminListQuery,
  PersonCreateInput,
  PersonUpdateInput,
} from './person-admin-schema';
import { PERSON_NOT_FOUND } from './person-service';

/** How many of the search index's best matches a name query lists at most. */
export const PERSON_SEARCH_LIMIT = 300;

export interface PersonAdminDependencies {
  people: PersonAdminRepository;
  transactions: Transactions;
  deletions: Pick<CatalogueDeletions, 'removeReferences'>;
  /** Name queries go through the full-text index, which stays fast on any number of people. */
  search: Pick<SearchService, 'searchPeople'>;
  changes: Pick<ContentChanges, 'publish'>;
}

/** People in the admin: list, create, edit, delete; each write shows on the public site at once. */
export class PersonAdminService {
  constructor(private readonly deps: PersonAdminDependencies) {}

  async list(query: PersonAdminListQuery): Promise<{ rows: AdminPersonRow[]; total: number }> {
    const matching = query.query
      ? await this.deps.search.searchPeople(query.query, { limit: PERSON_SEARCH_LIMIT })
      : undefined;
    const { rows, total } = await this.deps.people.paginate(query, matching);
    return { rows: rows.map((row) => ({ ...row, popularity: Number(row.popularity) })), total };
  }

  async get(id: number): Promise<AdminPersonRecord> {
    const row = id > 0 ? await this.deps.people.findById(id) : undefined;
    if (!row) throw new NotFoundError(PERSON_NOT_FOUND);
    return toRecord(row);
  }

  async create(input: PersonCreateInput): Promise<AdminPersonRecord> {
    const row = await this.deps.people.create(input, nowIso());
    this.deps.changes.publish({ personIds: [row.id] });
    return toRecord(row);
  }

  async update(id: number, input: PersonUpdateInput): Promise<AdminPersonRecord> {
    const row = id > 0 ? await this.deps.people.update(id, input, nowIso()) : undefined;
    if (!row) throw new NotFoundError(PERSON_NOT_FOUND);
    this.deps.changes.publish({ personIds: [id] });
    return toRecord(row);
  }

  /** Deletes the people and everything naming them, in one transaction. */
  async delete(ids: number[]): Promise<void> {
    const deleted = await this.deps.transactions.run(async (trx) => {
      const people = this.deps.people.bound(trx);
      const existing = await people.existing(ids);
      if (!existing.length) throw new NotFoundError(PERSON_NOT_FOUND);
      await this.deps.deletions.removeReferences({ personIds: existing }, trx);
      await people.deleteMany(existing);
      return existing;
    });
    this.deps.changes.publish({ personIds: deleted });
  }
}

function toRecord(row: PersonAdminRow): AdminPersonRecord {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    known_for: row.known_for,
    gender: row.gender,
    birth_date: row.birth_date,
    death_date: row.death_date,
    birth_place: row.birth_place,
    death_place: row.death_place,
    biography: row.biography,
    popularity: Number(row.popularity),
    imdb_id: row.imdb_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
