import type { EpisodeAdminRecord } from '@common/api/admin-seasons';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { uniqueAs } from '../../db/unique-violation';
import type { SeasonAdminRepository } from './season-admin-repository';
import type { SeasonAdminDependencies } from './season-admin-service';
import { NUMBER_TAKEN, TITLE_MISSING } from './season-admin-service';
import type {
  EpisodeAdminListQuery,
  EpisodeCreateInput,
  EpisodeUpdateInput,
} from './episode-admin-schema';
import type { NewEpisodeNotifications } from './new-episode-notification';
import { EPISODE_NOT_FOUND } from './season-service';

/** Another admin took the number between our check and our write (the unique index said so). */
const numberTaken = uniqueAs(() => new InvalidError({ episode_number: [NUMBER_TAKEN] }));

export const SEASON_MISSING = 'The selected season does not exist.';

/**
 * Episodes of series in the admin: numbers unique per season, an episode's season number and
 * id kept in step when it is renumbered or moved, and the title's and seasons' episode counts
 * recounted in each write's transaction.
 */
export class EpisodeAdminService {
  constructor(
    private readonly deps: SeasonAdminDependencies & {
      newEpisodes: Pick<NewEpisodeNotifications, 'episodeCreated'>;
    },
  ) {}

  list(query: EpisodeAdminListQuery) {
    return this.deps.rows.paginateEpisodes(query);
  }

  async get(id: number): Promise<EpisodeAdminRecord> {
    const episode = id > 0 ? await this.deps.rows.findEpisode(id) : undefined;
    if (!episode) throw new NotFoundError(EPISODE_NOT_FOUND);
    return episode;
  }

  /** A new episode; the series' watchers (but `actorId`) are told once it is committed. */
  async create(
    input: EpisodeCreateInput,
    actorId: number | null = null,
  ): Promise<EpisodeAdminRecord> {
    const episode = await this.deps.transactions
      .run(async (trx) => {
        const rows = this.deps.rows.bound(trx);
        if (!(await rows.titleType(input.title_id)))
          throw new InvalidError({ title_id: [TITLE_MISSING] });
        const season = await this.seasonOf(rows, input.title_id, input.season);
        const number =
          input.episode_number ?? ((await rows.highestEpisodeNumber(season.id)) ?? 0) + 1;
        if (await rows.episodeNumberTaken(season.id, number))
          throw new InvalidError({ episode_number: [NUMBER_TAKEN] });
        const now = nowIso();
        const id = await rows.insertEpisode({
          title_id: input.title_id,
          season_id: season.id,
          season_number: season.number,
          episode_number: number,
          name: input.name,
          plot: input.plot ?? null,
          poster: input.poster ?? null,
          release_date: input.release_date ?? null,
          runtime: input.runtime ?? null,
          created_at: now,
          updated_at: now,
        });
        await rows.recount([input.title_id]);
        return (await rows.findEpisode(id))!;
      })
      .catch(numberTaken);
    this.deps.changes.publish({ titleIds: [episode.title_id] });
    await this.deps.newEpisodes.episodeCreated(episode, actorId);
    return episode;
  }

  async update(id: number, input: EpisodeUpdateInput): Promise<EpisodeAdminRecord> {
    const episode = await this.deps.transactions
      .run(async (trx) => {
        const rows = this.deps.rows.bound(trx);
        const current = id > 0 ? await rows.findEpisode(id) : undefined;
        if (!current) throw new NotFoundError(EPISODE_NOT_FOUND);
        const { season: seasonNumber, ...values } = input;
        const moved = seasonNumber !== undefined && seasonNumber !== current.season_number;
        const season = moved
          ? await this.seasonOf(rows, current.title_id, seasonNumber)
          : { id: current.season_id, number: current.season_number };
        const number = values.episode_number ?? current.episode_number;
        if (
          (moved || number !== current.episode_number) &&
          (await rows.episodeNumberTaken(season.id, number, id))
        )
          throw new InvalidError({ episode_number: [NUMBER_TAKEN] });
        await rows.updateEpisode(id, {
          ...values,
          season_id: season.id,
          season_number: season.number,
          updated_at: nowIso(),
        });
        if (moved || number !== current.episode_number)
          await this.deps.videoNumbers.episodeRenumbered(id, season.number, number, trx);
        if (moved) await rows.recount([current.title_id]);
        return (await rows.findEpisode(id))!;
      })
      .catch(numberTaken);
    this.deps.changes.publish({ titleIds: [episode.title_id] });
    return episode;
  }

  /** Deletes episodes and everything pointing at them, or none if one is missing. */
  async delete(ids: number[]): Promise<void> {
    const titleIds = await this.deps.transactions.run(async (trx) => {
      const rows = this.deps.rows.bound(trx);
      const episodes = await rows.episodesByIds(ids);
      if (episodes.length !== new Set(ids).size) throw new NotFoundError(EPISODE_NOT_FOUND);
      await this.deps.deletions.removeReferences({ episodeIds: ids }, trx);
      await rows.deleteEpisodes(ids);
      const titles = [...new Set(episodes.map((episode) => episode.title_id))];
      await rows.recount(titles);
      return titles;
    });
    this.deps.changes.publish({ titleIds });
  }

  private async seasonOf(rows: SeasonAdminRepository, titleId: number, number: number) {
    const season = await rows.findSeasonByNumber(titleId, number);
    if (!season) throw new InvalidError({ season: [SEASON_MISSING] });
    return season;
  }
}
