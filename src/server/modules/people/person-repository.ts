import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { toCount } from '../../db/dialect';
import type { CreditableType } from '../catalogue/catalogue-tables';
import type { PeopleTable } from './people-tables';
import { PERSON_CARD_COLUMNS, type PersonCardRow } from './person-cards';
import type { PersonOrder } from './person-schema';

export type PersonRow = Selectable<PeopleTable>;

/** A credit of the person, as the filmography groups it. */
export interface PersonCreditRow {
  id: number;
  title_id: number;
  creditable_type: CreditableType;
  department: string;
  job: string;
  character: string | null;
}

export class PersonRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<PersonRow | undefined> {
    return this.db.selectFrom('people').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async cardPage(
    order: PersonOrder,
    window: { page: number; perPage: number },
  ): Promise<{ rows: PersonCardRow[]; total: number }> {
    const [column, direction] = order.split(':') as ['popularity' | 'name', 'asc' | 'desc'];
    const rows = await this.db
      .selectFrom('people')
      .select(PERSON_CARD_COLUMNS)
      .orderBy(`people.${column}`, direction)
      .orderBy('people.id', direction)
      .limit(window.perPage)
      .offset((window.page - 1) * window.perPage)
      .execute();
    const { count } = await this.db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return { rows, total: toCount(count) };
  }

  /** Every credit of a person (title, season and episode credits). */
  credits(personId: number): Promise<PersonCreditRow[]> {
    return this.db
      .selectFrom('credits')
      .select(['id', 'title_id', 'creditable_type', 'department', 'job', 'character'])
      .where('person_id', '=', personId)
      .orderBy('id')
      .execute();
  }
}
