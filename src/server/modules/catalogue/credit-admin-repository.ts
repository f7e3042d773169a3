import { sql } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { Repository } from '../../db/transactions';
import type { CreditableType, CreditsTable } from './catalogue-tables';
import type { Creditable } from './credit-repository';
import type { Selectable } from 'kysely';

export type AdminCreditRow = Selectable<CreditsTable>;
export type CreditKindFilter = 'cast' | 'crew' | undefined;

export interface CreditTitle {
  id: number;
  name: string;
  year: number | null;
  type: 'movie' | 'series';
}

/** The admin's reads and writes of credits (the catalogue's table), and what they name. */
export class CreditAdminRepository extends Repository {
  /** One page of a scope's credits: cast by order; crew by department, then order. */
  scopePage(
    creditable: Creditable,
    kind: CreditKindFilter,
    window: { page: number; perPage: number },
  ): Promise<{ rows: AdminCreditRow[]; total: number }> {
    const base = this.db
      .selectFrom('credits')
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id)
      .$if(kind === 'cast', (query) => query.where('department', '=', 'cast'))
      .$if(kind === 'crew', (query) => query.where('department', '!=', 'cast'));
    return fetchPage(
      base,
      { ...window, orderBy: kind === 'cast' ? 'order' : 'department', orderDir: 'asc' },
      kind === 'cast' ? {} : { thenBy: 'order' },
    );
  }

  /** One page of a person's credits, by title then billing order. */
  personPage(
    personId: number,
    window: { page: number; perPage: number },
  ): Promise<{ rows: AdminCreditRow[]; total: number }> {
    return fetchPage(
      this.db.selectFrom('credits').where('person_id', '=', personId),
      { ...window, orderBy: 'title_id', orderDir: 'asc' },
      { thenBy: 'order' },
    );
  }

  /** Every credit id of a scope's cast or crew with its order, in the list's order. */
  async orderOf(creditable: Creditable, kind: 'cast' | 'crew') {
    const rows = await this.db
      .selectFrom('credits')
      .select(['id', 'order'])
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id)
      .where('department', kind === 'cast' ? '=' : '!=', 'cast')
      .$if(kind === 'crew', (query) => query.orderBy('department'))
      .orderBy('order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, order: Number(row.order) }));
  }

  /** Sets the order of the given credits in one statement. */
  async setOrders(orders: Map<number, number>): Promise<void> {
    if (!orders.size) return;
    const cases = [...orders].map(([id, order]) => sql`when ${id} then cast(${order} as integer)`);
    await this.db
      .updateTable('credits')
      .set({ order: sql<number>`case id ${sql.join(cases, sql` `)} end` })
      .where('id', 'in', [...orders.keys()])
      .execute();
  }

  /** The next order of a scope's cast or crew (after its last credit). */
  async nextOrder(creditable: Creditable, kind: 'cast' | 'crew'): Promise<number> {
    const row = await this.db
      .selectFrom('credits')
      .select((eb) => eb.fn.max('order').as('last'))
      .where('creditable_type', '=', creditable.type)
      .where('creditable_id', '=', creditable.id)
      .where('department', kind === 'cast' ? '=' : '!=', 'cast')
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  findById(id: number): Promise<AdminCreditRow | undefined> {
    return this.db.selectFrom('credits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findMany(ids: number[]): Promise<AdminCreditRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.selectFrom('credits').selectAll().where('id', 'in', ids).execute();
  }

  insert(values: Omit<AdminCreditRow, 'id'>): Promise<AdminCreditRow> {
    return this.db.insertInto('credits').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(
    id: number,
    values: Partial<Pick<AdminCreditRow, 'department' | 'job' | 'character' | 'order'>>,
  ): Promise<AdminCreditRow | undefined> {
    return this.db
      .updateTable('credits')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteMany(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.deleteFrom('credits').where('id', 'in', ids).execute();
  }

  /** Titles by id (one query). */
  async titles(ids: number[]): Promise<Map<number, CreditTitle>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('titles')
      .select(['id', 'name', 'year', 'type'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(
      rows.map((row) => [row.id, { ...row, year: row.year === null ? null : Number(row.year) }]),
    );
  }

  /** Season and episode numbers of season and episode credits, keyed "type:id". */
  async numbers(
    creditables: { type: CreditableType; id: number }[],
  ): Promise<Map<string, { season: number; episode: number | null }>> {
    const numbers = new Map<string, { season: number; episode: number | null }>();
    const seasonIds = creditables.filter((c) => c.type === 'season').map((c) => c.id);
    const episodeIds = creditables.filter((c) => c.type === 'episode').map((c) => c.id);
    const [seasons, episodes] = await Promise.all([
      seasonIds.length
        ? this.db
            .selectFrom('seasons')
            .select(['id', 'number'])
            .where('id', 'in', [...new Set(seasonIds)])
            .execute()
        : [],
      episodeIds.length
        ? this.db
            .selectFrom('episodes')
            .select(['id', 'season_number', 'episode_number'])
            .where('id', 'in', [...new Set(episodeIds)])
            .execute()
        : [],
    ]);
    for (const row of seasons)
      numbers.set(`season:${row.id}`, { season: Number(row.number), episode: null });
    for (const row of episodes) {
      numbers.set(`episode:${row.id}`, {
        season: Number(row.season_number),
        episode: Number(row.episode_number),
      });
    }
    return numbers;
  }
}
