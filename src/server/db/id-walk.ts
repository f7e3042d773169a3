import type { Db } from './connection';
import type { Database } from './schema';

type TableWithId = {
  [Table in keyof Database]: Database[Table] extends { id: unknown } ? Table : never;
}[keyof Database];

/**
 * The id at a position of a table in id order, if there is one: where a sitemap file starts
 * when the sitemap walks titles, people, news or pages by id.
 */
export async function idAtPosition(
  db: Db,
  table: TableWithId,
  offset: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id as number | undefined;
}
