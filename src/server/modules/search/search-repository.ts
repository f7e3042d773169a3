import { sql } from 'kysely';
import { dialectOf } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import { fts5PrefixQuery, tsPrefixQuery, type SearchCandidate } from './search-query';

export type SearchIndex = 'titles' | 'people' | 'news';

/**
 * The searched tables and columns, as migration 2026_11_21_000010 indexes them. On PostgreSQL
 * the document expression below must stay character for character the index's expression, or
 * the planner cannot use the GIN index (a test checks the plan).
 */
const INDEXES: Record<SearchIndex, { table: string; columns: string[]; weight: string }> = {
  titles: { table: 'titles', columns: ['name', 'original_name'], weight: 'popularity' },
  people: { table: 'people', columns: ['name'], weight: 'popularity' },
  news: { table: 'news_articles', columns: ['title'], weight: 'created_at' },
};

export function postgresDocument(columns: string[]): string {
  const text = columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `);
  return `to_tsvector('simple', cinedex_search_fold(${text}))`;
}

type CandidateRow = Record<string, unknown> & { id: number; weight: number | string };

/**
 * The only code that reads the full-text indexes: FTS5 on SQLite, tsvector + GIN on PostgreSQL.
 * It is the search engine behind one interface (DESIGN: search), so it reads the indexed columns
 * of titles, people and news itself (ids, names and a weight to rank by); what a result shows
 * comes from the owners' services (title cards, person cards, news summaries).
 */
export class SearchRepository extends Repository {
  /**
   * Up to `cap` rows matching every token as a prefix, in index order (no ranking: the caller
   * ranks this bounded set), with the names to rank by and the weight.
   */
  async candidates(index: SearchIndex, tokens: string[], cap: number): Promise<SearchCandidate[]> {
    const { table, columns, weight } = INDEXES[index];
    const select = sql.join([
      sql.ref('id'),
      ...columns.map((column) => sql.ref(column)),
      sql`${sql.ref(weight)} as weight`,
    ]);
    const query =
      dialectOf(this.db) === 'postgres'
        ? sql<CandidateRow>`select ${select} from ${sql.table(table)}
            where ${sql.raw(postgresDocument(columns))}
              @@ to_tsquery('simple', cinedex_search_fold(${tsPrefixQuery(tokens)}))
            limit ${cap}`
        : sql<CandidateRow>`select ${select} from ${sql.table(table)}
            where id in (select rowid from ${sql.table(`${table}_fts`)}
              where ${sql.table(`${table}_fts`)} match ${fts5PrefixQuery(tokens)} limit ${cap})`;
    const { rows } = await query.execute(this.db);
    return rows.map((row) => ({
      id: Number(row.id),
      names: columns.map((column) => (row[column] as string | null) ?? null),
      weight: typeof row.weight === 'string' ? Date.parse(row.weight) || 0 : Number(row.weight),
    }));
  }
}
