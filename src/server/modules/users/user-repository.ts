import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import type { UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export class UserRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async create(
    values: Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>,
  ): Promise<UserRow> {
    const now = nowIso();
    return this.db
      .insertInto('users')
      .values({
        ...values,
        email: values.email.trim().toLowerCase(),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
