import type { SeasonAdminRecord } from '@common/api/admin-seasons';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { uniqueAs } from '../../db/unique-violation';
import type { VideoNumberingService } from '../videos';
import type { CatalogueDeletions } from './catalogue-deletions';
import type { SeasonAdminRepository } from './season-admin-repository';
import type {
  SeasonAdminListQuery,
  SeasonCreateInput,
  SeasonUpdateInput,
} from './season-admin-schema';
import { SEASON_NOT_FOUND } from './season-service';

export const NUMBER_TAKEN = 'The number has already been taken.';
export const TITLE_MISSING = 'The selected title does not exist.';
export const ONLY_SERIES = 'Only series have seasons.';

/** Another admin took the number between our check and our write (the unique index said so). */
const numberTaken = uniqueAs(() => new InvalidError({ number: [NUMBER_TAKEN] }));

/** What seasons and episodes writes need: their rows, a transaction, and what to tell after. */
export interface SeasonAdminDependencies {
  rows: SeasonAdminRepository;
  transactions: Transactions;
  deletions: Pick<CatalogueDeletions, 'removeReferences'>;
  changes: Pick<ContentChanges, 'publish'>;
  /** The numbers videos carry beside their episode id. */
  videoNumbers: VideoNumberingService;
}

/**
 * Seasons of series in the admin: numbers unique per title (0 holds the specials), the title's
 * season and episode counts recounted in each write's transaction, and the public pages told
 * once it has committed.
 */
export class SeasonAdminService {
  constructor(private readonly deps: SeasonAdminDependencies) {}

  list(query: SeasonAdminListQuery) {
    return this.deps.rows.paginateSeasons(query);
  }

  get(id: number): Promise<SeasonAdminRecord> {
    return this.getWith(this.deps.rows, id);
  }

  async create(input: SeasonCreateInput): Promise<SeasonAdminRecord> {
    const season = await this.deps.transactions
      .run(async (trx) => {
        const rows = this.deps.rows.bound(trx);
        const type = await rows.titleType(input.title_id);
        if (!type) throw new InvalidError({ title_id: [TITLE_MISSING] });
        if (type !== 'series') throw new InvalidError({ title_id: [ONLY_SERIES] });
        const number = input.number ?? ((await rows.highestSeasonNumber(input.title_id)) ?? 0) + 1;
        if (await rows.findSeasonByNumber(input.title_id, number))
          throw new InvalidError({ number: [NUMBER_TAKEN] });
        const now = nowIso();
        const id = await rows.insertSeason({
          title_id: input.title_id,
          number,
          name: input.name ?? null,
          plot: input.plot ?? null,
          poster: input.poster ?? null,
          release_date: input.release_date ?? null,
          created_at: now,
          updated_at: now,
        });
        await rows.recount([input.title_id]);
        return (await rows.findSeason(id))!;
      })
      .catch(numberTaken);
    this.deps.changes.publish({ titleIds: [season.title_id] });
    return season;
  }

  async update(id: number, input: SeasonUpdateInput): Promise<SeasonAdminRecord> {
    const season = await this.deps.transactions
      .run(async (trx) => {
        const rows = this.deps.rows.bound(trx);
        const current = await this.getWith(rows, id);
        const now = nowIso();
        const renumbered = input.number !== undefined && input.number !== current.number;
        if (renumbered) {
          if (await rows.findSeasonByNumber(current.title_id, input.number!))
            throw new InvalidError({ number: [NUMBER_TAKEN] });
          await rows.renumberSeasonEpisodes(id, input.number!, now);
          await this.deps.videoNumbers.seasonRenumbered(
            current.title_id,
            current.number,
            input.number!,
            trx,
          );
        }
        await rows.updateSeason(id, { ...input, updated_at: now });
        return (await rows.findSeason(id))!;
      })
      .catch(numberTaken);
    this.deps.changes.publish({ titleIds: [season.title_id] });
    return season;
  }

  /** Deletes seasons with their episodes and everything pointing at them, or none if one is missing. */
  async delete(ids: number[]): Promise<void> {
    const titleIds = await this.deps.transactions.run(async (trx) => {
      const rows = this.deps.rows.bound(trx);
      const seasons = await rows.seasonsByIds(ids);
      if (seasons.length !== new Set(ids).size) throw new NotFoundError(SEASON_NOT_FOUND);
      const episodeIds = await rows.episodeIdsOfSeasons(ids);
      await this.deps.deletions.removeReferences({ seasonIds: ids, episodeIds }, trx);
      const titles = [...new Set(seasons.map((season) => season.title_id))];
      for (const titleId of titles) {
        const numbers = seasons.filter((s) => s.title_id === titleId).map((s) => s.number);
        await this.deps.videoNumbers.seasonsDeleted(titleId, numbers, trx);
      }
      await rows.deleteSeasons(ids);
      await rows.recount(titles);
      return titles;
    });
    this.deps.changes.publish({ titleIds });
  }

  private async getWith(rows: SeasonAdminRepository, id: number) {
    const season = id > 0 ? await rows.findSeason(id) : undefined;
    if (!season) throw new NotFoundError(SEASON_NOT_FOUND);
    return season;
  }
}
