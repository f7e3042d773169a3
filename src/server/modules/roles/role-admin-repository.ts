import { sql } from 'kysely';
import { fetchPage } from '../../db/fetch-page';
import { nowIso } from '../../db/dialect';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { RoleRow } from './role-repository';
import type { RoleListQuery } from './role-schema';

export type RoleFlag = 'default' | 'guests';

/** Admin reads and writes of roles (issue 4). */
export class RoleAdminRepository extends Repository {
  async paginate(query: RoleListQuery): Promise<{ rows: RoleRow[]; total: number }> {
    let base = this.db.selectFrom('roles').where('type', '=', query.type ?? 'sitewide');
    if (query.query) base = base.where(matchesText(['name'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    return fetchPage<RoleRow>(base, query, { caseInsensitive: ['name'] });
  }

  async findById(id: number): Promise<RoleRow | undefined> {
    return this.db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByName(name: string): Promise<RoleRow | undefined> {
    return this.db
      .selectFrom('roles')
      .selectAll()
      .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
      .executeTakeFirst();
  }

  async findMany(ids: number[]): Promise<RoleRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('roles').selectAll().where('id', 'in', ids).execute();
  }

  async update(
    id: number,
    values: Partial<Pick<RoleRow, 'name' | 'description' | 'default' | 'guests'>>,
  ): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** Only one role carries each flag: clears it on every role but `keepId`. */
  async clearFlagExcept(flag: RoleFlag, keepId: number): Promise<void> {
    await this.db
      .updateTable('roles')
      .set({ [flag]: 0, updated_at: nowIso() })
      .where(flag, '=', 1)
      .where('id', '!=', keepId)
      .execute();
  }

  /** Deletes roles and who held them; their grants belong to the permissions module. */
  async deleteMany(ids: number[]): Promise<void> {
    await this.db.deleteFrom('user_role').where('role_id', 'in', ids).execute();
    await this.db.deleteFrom('roles').where('id', 'in', ids).execute();
  }
}
