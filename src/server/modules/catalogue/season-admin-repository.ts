import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { EpisodeAdminRecord, SeasonAdminRecord } from '@common/api/admin-seasons';
import { fetchPage } from '../../db/fetch-page';
import { matchesText } from '../../db/text-search';
import { Repository } from '../../db/transactions';
import type { EpisodesTable, SeasonsTable, TitleType } from './catalogue-tables';
import type { EpisodeAdminListQuery } from './episode-admin-schema';
import type { SeasonAdminListQuery } from './season-admin-schema';

type SeasonRow = Selectable<SeasonsTable>;
export type SeasonValues = Omit<Insertable<SeasonsTable>, 'id' | 'episode_count'>;
export type EpisodeValues = Omit<Insertable<EpisodesTable>, 'id' | 'rating' | 'vote_count'>;

const EPISODE_COLUMNS = [
  'id',
  'title_id',
  'season_id',
  'season_number',
  'episode_number',
  'name',
  'plot',
  'poster',
  'release_date',
  'runtime',
  'created_at',
  'updated_at',
] as const;

const toSeason = (row: SeasonRow): SeasonAdminRecord => ({
  ...row,
  episode_count: Number(row.episode_count),
});

const toEpisode = (row: EpisodeAdminRecord): EpisodeAdminRecord => ({
  ...row,
  runtime: row.runtime === null ? null : Number(row.runtime),
});

/** Seasons and episodes as the admin writes them, and the counts titles and seasons keep. */
export class SeasonAdminRepository extends Repository {
  async titleType(titleId: number): Promise<TitleType | undefined> {
    const row = await this.db
      .selectFrom('titles')
      .select('type')
      .where('id', '=', titleId)
      .executeTakeFirst();
    return row?.type;
  }

  async paginateSeasons(query: SeasonAdminListQuery) {
    let base = this.db.selectFrom('seasons');
    if (query.titleId !== undefined) base = base.where('title_id', '=', query.titleId);
    if (query.number !== undefined) base = base.where('number', '=', query.number);
    if (query.query) base = base.where(matchesText(['name'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    const page = await fetchPage<SeasonRow>(base, query, { caseInsensitive: ['name'] });
    return { rows: page.rows.map(toSeason), total: page.total };
  }

  async findSeason(id: number): Promise<SeasonAdminRecord | undefined> {
    const row = await this.db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toSeason(row);
  }

  async findSeasonByNumber(titleId: number, number: number) {
    const row = await this.db
      .selectFrom('seasons')
      .selectAll()
      .where('title_id', '=', titleId)
      .where('number', '=', number)
      .executeTakeFirst();
    return row && toSeason(row);
  }

  seasonsByIds(ids: number[]) {
    return this.db
      .selectFrom('seasons')
      .select(['id', 'title_id', 'number'])
      .where('id', 'in', ids)
      .execute();
  }

  async highestSeasonNumber(titleId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('seasons')
      .select((eb) => eb.fn.max('number').as('highest'))
      .where('title_id', '=', titleId)
      .executeTakeFirst();
    return row?.highest == null ? null : Number(row.highest);
  }

  async insertSeason(values: SeasonValues): Promise<number> {
    const row = await this.db
      .insertInto('seasons')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateSeason(id: number, values: Updateable<SeasonsTable>): Promise<void> {
    await this.db.updateTable('seasons').set(values).where('id', '=', id).execute();
  }

  /** A renumbered season's episodes carry its new number. */
  async renumberSeasonEpisodes(seasonId: number, number: number, now: string): Promise<void> {
    await this.db
      .updateTable('episodes')
      .set({ season_number: number, updated_at: now })
      .where('season_id', '=', seasonId)
      .execute();
  }

  async deleteSeasons(ids: number[]): Promise<void> {
    await this.db.deleteFrom('seasons').where('id', 'in', ids).execute();
  }

  async episodeIdsOfSeasons(seasonIds: number[]): Promise<number[]> {
    const rows = await this.db
      .selectFrom('episodes')
      .select('id')
      .where('season_id', 'in', seasonIds)
      .execute();
    return rows.map((row) => row.id);
  }

  async paginateEpisodes(query: EpisodeAdminListQuery) {
    let base = this.db.selectFrom('episodes');
    if (query.titleId !== undefined) base = base.where('title_id', '=', query.titleId);
    if (query.season !== undefined) base = base.where('season_number', '=', query.season);
    if (query.episode !== undefined) base = base.where('episode_number', '=', query.episode);
    if (query.query) base = base.where(matchesText(['name'], query.query));
    if (query.ids.length) base = base.where('id', 'in', query.ids);
    const page = await fetchPage<EpisodeAdminRecord>(base, query, {
      columns: (q) => q.select(EPISODE_COLUMNS),
      caseInsensitive: ['name'],
    });
    return { rows: page.rows.map(toEpisode), total: page.total };
  }

  async findEpisode(id: number): Promise<EpisodeAdminRecord | undefined> {
    const row = await this.db
      .selectFrom('episodes')
      .select(EPISODE_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toEpisode(row);
  }

  episodesByIds(ids: number[]) {
    return this.db
      .selectFrom('episodes')
      .select(['id', 'title_id', 'season_id'])
      .where('id', 'in', ids)
      .execute();
  }

  async episodeNumberTaken(seasonId: number, number: number, exceptId?: number) {
    let query = this.db
      .selectFrom('episodes')
      .select('id')
      .where('season_id', '=', seasonId)
      .where('episode_number', '=', number);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async highestEpisodeNumber(seasonId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('episodes')
      .select((eb) => eb.fn.max('episode_number').as('highest'))
      .where('season_id', '=', seasonId)
      .executeTakeFirst();
    return row?.highest == null ? null : Number(row.highest);
  }

  async insertEpisode(values: EpisodeValues): Promise<number> {
    const row = await this.db
      .insertInto('episodes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateEpisode(id: number, values: Updateable<EpisodesTable>): Promise<void> {
    await this.db.updateTable('episodes').set(values).where('id', '=', id).execute();
  }

  async deleteEpisodes(ids: number[]): Promise<void> {
    await this.db.deleteFrom('episodes').where('id', 'in', ids).execute();
  }

  /**
   * Recounts what titles and their seasons show: the titles' season and episode counts and each
   * of their seasons' episode count, from the rows themselves.
   */
  async recount(titleIds: number[]): Promise<void> {
    if (!titleIds.length) return;
    await this.db
      .updateTable('seasons')
      .set({
        episode_count: sql<number>`(select count(*) from episodes where episodes.season_id = seasons.id)`,
      })
      .where('title_id', 'in', titleIds)
      .execute();
    await this.db
      .updateTable('titles')
      .set({
        season_count: sql<number>`(select count(*) from seasons where seasons.title_id = titles.id)`,
        episode_count: sql<number>`(select count(*) from episodes where episodes.title_id = titles.id)`,
      })
      .where('id', 'in', titleIds)
      .execute();
  }
}
