import type { Episode } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';

export type EpisodeSummary = Pick<
  Episode,
  'id' | 'name' | 'season_number' | 'episode_number' | 'poster'
>;

/** Short episode descriptions (watch page, video lists) for many ids in one query. */
export async function loadEpisodeSummaries(
  db: Db,
  ids: number[],
): Promise<Map<number, EpisodeSummary>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .selectFrom('episodes')
    .select(['id', 'name', 'season_number', 'episode_number', 'poster'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
