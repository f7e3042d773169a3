import type { AdminVideoRecord } from '@common/api/admin-videos';
import type { CatalogueScope } from '@common/api/catalogue-scope';
import { checkVideoSrc } from '@common/catalogue/video-source-url';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { CatalogueCardService, CatalogueScopes, ResolvedScope } from '../catalogue';
import type { VideoAdminRepository, VideoPlace, VideoRow } from './video-admin-repository';
import type {
  VideoCreateInput,
  VideoListQuery,
  VideoReorderInput,
  VideoUpdateInput,
} from './video-admin-schema';
import { VIDEO_NOT_FOUND } from './video-service';

export const VIDEOS_OUTSIDE_SCOPE = 'Some of these videos do not belong here.';

export interface VideoAdminDependencies {
  videos: VideoAdminRepository;
  scopes: Pick<CatalogueScopes, 'resolve'>;
  cards: Pick<CatalogueCardService, 'titleCards'>;
  changes: Pick<ContentChanges, 'publish'>;
}

const placeOf = (scope: ResolvedScope): VideoPlace => ({
  title_id: scope.titleId,
  season_number: scope.seasonNumber,
  episode_number: scope.episodeNumber,
  episode_id: scope.episodeId,
});

const samePlace = (a: VideoPlace, b: VideoPlace) =>
  a.title_id === b.title_id && a.season_number === b.season_number && a.episode_id === b.episode_id;

/**
 * Videos in the admin: lists with their titles, and writes that keep each title's, season's or
 * episode's videos in order and tell the public caches what changed once committed.
 */
export class VideoAdminService {
  constructor(private readonly deps: VideoAdminDependencies) {}

  /** A page of videos; a scoped list without an order is in the scope's order. */
  async list(query: VideoListQuery): Promise<{ rows: AdminVideoRecord[]; total: number }> {
    const scoped = query.titleId !== undefined;
    const orderBy = query.orderBy ?? (scoped ? 'order' : 'updated_at');
    const orderDir = query.orderDir ?? (orderBy === 'order' ? 'asc' : 'desc');
    const { rows, total } = await this.deps.videos.paginate({ ...query, orderBy, orderDir });
    return { rows: await this.withTitles(rows), total };
  }

  async get(id: number): Promise<AdminVideoRecord> {
    return (await this.withTitles([await this.find(id)]))[0]!;
  }

  async create(input: VideoCreateInput): Promise<AdminVideoRecord> {
    const { titleId, season, episode, ...fields } = input;
    const place = placeOf(await this.deps.scopes.resolve({ titleId, season, episode }));
    const src = this.checkedSrc(fields.source, fields.src);
    const row = await this.deps.videos.transaction(async (videos) =>
      videos.create({ ...fields, ...place, src, order: await videos.nextOrder(place) }, nowIso()),
    );
    this.deps.changes.publish({ titleIds: [row.title_id] });
    return this.get(row.id);
  }

  /** A partial update; with a scope (titleId[, season[, episode]]) the video moves there, last. */
  async update(id: number, input: VideoUpdateInput): Promise<AdminVideoRecord> {
    const { titleId, season, episode, ...fields } = input;
    const current = await this.find(id);
    const source = fields.source ?? current.source;
    const given = fields.src?.trim() ?? current.src;
    // an address saved before these rules (an imported site-relative path) stays while unchanged
    const src =
      source === current.source && given === current.src
        ? current.src
        : this.checkedSrc(source, given);
    const target =
      titleId === undefined
        ? undefined
        : placeOf(await this.deps.scopes.resolve({ titleId, season, episode }));
    const row = await this.deps.videos.transaction(async (videos) => {
      const moving = target !== undefined && !samePlace(target, current);
      return videos.update(
        id,
        {
          ...fields,
          src,
          ...(moving ? { ...target, order: await videos.nextOrder(target) } : {}),
        },
        nowIso(),
      );
    });
    this.deps.changes.publish({ titleIds: [...new Set([current.title_id, row.title_id])] });
    return this.get(row.id);
  }

  async delete(ids: number[]): Promise<void> {
    const titleIds = await this.deps.videos.transaction((videos) => videos.deleteMany(ids));
    if (titleIds.length) this.deps.changes.publish({ titleIds });
  }

  /**
   * Puts the given videos of one scope first, in the given order; the scope's other videos
   * follow in theirs. InvalidError when an id is not one of the scope's videos.
   */
  async reorder(input: VideoReorderInput): Promise<void> {
    const { ids, ...scope } = input;
    const place = placeOf(await this.deps.scopes.resolve(scope satisfies CatalogueScope));
    await this.deps.videos.transaction(async (videos) => {
      const current = await videos.idsIn(place);
      const known = new Set(current);
      const wanted = [...new Set(ids)];
      if (wanted.some((id) => !known.has(id)))
        throw new InvalidError({ ids: [VIDEOS_OUTSIDE_SCOPE] });
      const order = [...wanted, ...current.filter((id) => !wanted.includes(id))];
      await videos.setOrders(order);
    });
    this.deps.changes.publish({ titleIds: [place.title_id] });
  }

  private async find(id: number): Promise<VideoRow> {
    const row = id > 0 ? await this.deps.videos.findById(id) : undefined;
    if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
    return row;
  }

  private checkedSrc(source: VideoRow['source'], src: string): string {
    const check = checkVideoSrc(source, src);
    if (!check.ok) throw new InvalidError({ src: [check.message] });
    return check.src;
  }

  /** Rows with their titles' names (one query for the whole page). */
  private async withTitles(rows: VideoRow[]): Promise<AdminVideoRecord[]> {
    const cards = await this.deps.cards.titleCards([...new Set(rows.map((row) => row.title_id))]);
    const titles = new Map(cards.map(({ id, name, year, type }) => [id, { id, name, year, type }]));
    return rows.map((row) => ({
      ...row,
      title: titles.get(row.title_id) ?? { id: row.title_id, name: '', year: null, type: 'movie' },
    }));
  }
}
