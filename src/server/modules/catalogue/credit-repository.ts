import type { CastCredit, Credits, CrewCredit } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import type { CreditableType } from './catalogue-tables';

export interface Creditable {
  type: CreditableType;
  id: number;
}

/** Departments whose credits the title page shows as its key crew. */
export const KEY_CREW_DEPARTMENTS = ['creator', 'directing', 'writing', 'production'] as const;
/** In the production department only these jobs are key crew (not every executive producer). */
export const KEY_PRODUCTION_JOBS = ['Producer', 'Creator'] as const;

/** Cast and crew of titles, seasons and episodes, with the people's names and images. */
export class CreditRepository {
  constructor(private readonly db: Db) {}

  private base(creditable: Creditable) {
    return this.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select([
        'credits.id',
        'credits.department',
        'credits.job',
        'credits.character',
        'credits.order',
        'people.id as person_id',
        'people.name as person_name',
        'people.image as person_image',
      ])
      .where('credits.creditable_type', '=', creditable.type)
      .where('credits.creditable_id', '=', creditable.id);
  }

  /** Cast by billing order (then id); the first `limit` when given. */
  async cast(creditable: Creditable, limit?: number): Promise<CastCredit[]> {
    let query = this.base(creditable)
      .where('credits.department', '=', 'cast')
      .orderBy('credits.order')
      .orderBy('credits.id');
    if (limit !== undefined) query = query.limit(limit);
    return (await query.execute()).map((row) => ({
      id: row.id,
      person: { id: row.person_id, name: row.person_name, image: row.person_image },
      character: row.character,
      order: Number(row.order),
    }));
  }

  /** Crew ordered by department, job, order; only the key crew when `keyOnly`. */
  async crew(creditable: Creditable, keyOnly = false): Promise<CrewCredit[]> {
    let query = this.base(creditable);
    query = keyOnly
      ? query
          .where('credits.department', 'in', [...KEY_CREW_DEPARTMENTS])
          .where((eb) =>
            eb.or([
              eb('credits.department', '!=', 'production'),
              eb('credits.job', 'in', [...KEY_PRODUCTION_JOBS]),
            ]),
          )
      : query.where('credits.department', '!=', 'cast');
    const rows = await query
      .orderBy('credits.department')
      .orderBy('credits.job')
      .orderBy('credits.order')
      .orderBy('credits.id')
      .execute();
    const crew = rows.map((row) => ({
      id: row.id,
      person: { id: row.person_id, name: row.person_name, image: row.person_image },
      department: row.department,
      job: row.job,
    }));
    if (!keyOnly) return crew;
    const rank = (department: string) =>
      KEY_CREW_DEPARTMENTS.indexOf(department as (typeof KEY_CREW_DEPARTMENTS)[number]);
    return crew.sort((a, b) => rank(a.department) - rank(b.department));
  }

  async credits(
    creditable: Creditable,
    options: { castLimit?: number; keyCrewOnly?: boolean } = {},
  ): Promise<Credits> {
    return {
      cast: await this.cast(creditable, options.castLimit),
      crew: await this.crew(creditable, options.keyCrewOnly),
    };
  }
}
