import { Repository } from '../../db/transactions';
import type { CreditableType } from './catalogue-tables';

export interface Creditable {
  type: CreditableType;
  id: number;
}

/** Departments whose credits the title page shows as its key crew. */
export const KEY_CREW_DEPARTMENTS = ['creator', 'directing', 'writing', 'production'] as const;
/** In the production department only these jobs are key crew (not every executive producer). */
export const KEY_PRODUCTION_JOBS = ['Producer', 'Creator'] as const;

export interface CastRow {
  id: number;
  person_id: number;
  character: string | null;
  order: number;
}

export interface CrewRow {
  id: number;
  person_id: number;
  department: string;
  job: string;
}

/** A credit of a person, as the filmography groups it. */
export interface PersonCreditRow {
  id: number;
  title_id: number;
  creditable_type: CreditableType;
  department: string;
  job: string;
  character: string | null;
}

/** Cast and crew of titles, seasons and episodes, and the credits of people. */
export class CreditRepository extends Repository {
  /** Cast by billing order (then id); the first `limit` when given. */
  async cast(creditable: Creditable, limit?: number): Promise<CastRow[]> {
    let query = this.db
      .selectFrom('credits')
      .select(['id', 'person_id', 'character', 'order'])
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id)
      .where('department', '=', 'cast')
      .orderBy('order')
      .orderBy('id');
    if (limit !== undefined) query = query.limit(limit);
    return (await query.execute()).map((row) => ({ ...row, order: Number(row.order) }));
  }

  /** Crew ordered by department, job, order; only the key crew when `keyOnly`. */
  async crew(creditable: Creditable, keyOnly = false): Promise<CrewRow[]> {
    let query = this.db
      .selectFrom('credits')
      .select(['id', 'person_id', 'department', 'job'])
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id);
    query = keyOnly
      ? query
          .where('department', 'in', [...KEY_CREW_DEPARTMENTS])
          .where((eb) =>
            eb.or([
              eb('department', '!=', 'production'),
              eb('job', 'in', [...KEY_PRODUCTION_JOBS]),
            ]),
          )
      : query.where('department', '!=', 'cast');
    const crew = await query
      .orderBy('department')
      .orderBy('job')
      .orderBy('order')
      .orderBy('id')
      .execute();
    return keyOnly ? byKeyDepartment(crew) : crew;
  }

  /**
   * The top-billed `castLimit` cast credits and the key crew in one query: the cast by billing
   * order (then id), the crew as `crew(creditable, true)` orders it.
   */
  async topCredits(
    creditable: Creditable,
    castLimit: number,
  ): Promise<{ cast: CastRow[]; crew: CrewRow[] }> {
    const rows = await this.db
      .selectFrom('credits')
      .select(['id', 'person_id', 'department', 'job', 'character', 'order'])
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id)
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb
              .selectFrom('credits')
              .select('id')
              .where('creditable_type', '=', creditable.type)
              .where('creditable_id', '=', creditable.id)
              .where('department', '=', 'cast')
              .orderBy('order')
              .orderBy('id')
              .limit(castLimit),
          ),
          eb.and([
            eb('department', 'in', [...KEY_CREW_DEPARTMENTS]),
            eb.or([
              eb('department', '!=', 'production'),
              eb('job', 'in', [...KEY_PRODUCTION_JOBS]),
            ]),
          ]),
        ]),
      )
      .orderBy('department')
      .orderBy('job')
      .orderBy('order')
      .orderBy('id')
      .execute();
    const cast = rows
      .filter((row) => row.department === 'cast')
      .map((row) => ({
        id: row.id,
        person_id: row.person_id,
        character: row.character,
        order: Number(row.order),
      }))
      .sort((a, b) => a.order - b.order || a.id - b.id);
    const crew = rows
      .filter((row) => row.department !== 'cast')
      .map((row) => ({
        id: row.id,
        person_id: row.person_id,
        department: row.department,
        job: row.job,
      }));
    return { cast, crew: byKeyDepartment(crew) };
  }

  /** Every credit of a person (title, season and episode credits). */
  /** Removes the credits of deleted seasons or episodes (title and person credits cascade). */
  async deleteForCreditables(type: 'season' | 'episode', ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .deleteFrom('credits')
      .where('creditable_type', '=', type)
      .where('creditable_id', 'in', ids)
      .execute();
  }

  ofPerson(personId: number): Promise<PersonCreditRow[]> {
    return this.db
      .selectFrom('credits')
      .select(['id', 'title_id', 'creditable_type', 'department', 'job', 'character'])
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute();
  }

  /**
   * The names of each person's most popular credited titles (title credits only), at most
   * `perPerson` each, in one query whatever the number of people.
   */
  async knownForTitles(personIds: number[], perPerson: number): Promise<Map<number, string[]>> {
    const byPerson = new Map<number, string[]>();
    if (!personIds.length) return byPerson;
    const rows = await this.db
      .selectFrom('credits')
      .innerJoin('titles', 'titles.id', 'credits.title_id')
      .select(['credits.person_id', 'titles.id', 'titles.name', 'titles.popularity'])
      .distinct()
      .where('credits.person_id', 'in', personIds)
      .where('credits.creditable_type', '=', 'title')
      .orderBy('titles.popularity', 'desc')
      .orderBy('titles.id')
      .execute();
    for (const row of rows) {
      const names = byPerson.get(row.person_id) ?? [];
      if (names.length < perPerson) names.push(row.name);
      byPerson.set(row.person_id, names);
    }
    return byPerson;
  }
}

/** Key crew in the order of KEY_CREW_DEPARTMENTS (a stable sort: the query's order within). */
function byKeyDepartment(crew: CrewRow[]): CrewRow[] {
  const rank = (department: string) =>
    KEY_CREW_DEPARTMENTS.indexOf(department as (typeof KEY_CREW_DEPARTMENTS)[number]);
  return crew.sort((a, b) => rank(a.department) - rank(b.department));
}
