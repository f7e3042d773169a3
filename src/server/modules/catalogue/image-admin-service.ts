import type { AdminImageRecord, AdminImageType } from '@common/api/admin-images';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import { ForbiddenError, InvalidError, NotFoundError } from '../../domain/errors';
import type { PersonService } from '../people';
import { reorderedPositions } from './admin-order';
import { targetPermission, type AdminTarget, type PermissionCheck } from './admin-target-schema';
import type { CatalogueScopes } from './catalogue-scope';
import type { AdminImageRow, ImageAdminRepository, ImageModel } from './image-admin-repository';
import type { ImageCreateInput } from './image-admin-schema';

export const IMAGE_NOT_FOUND = 'Image not found.';

export interface ImageAdminDependencies {
  images: ImageAdminRepository;
  scopes: Pick<CatalogueScopes, 'resolve'>;
  people: Pick<PersonService, 'exists'>;
  changes: Pick<ContentChanges, 'publish'>;
}

/** What an image added without a type is. */
const DEFAULT_TYPE: Record<ImageModel['type'], AdminImageType> = {
  title: 'backdrop',
  season: 'poster',
  episode: 'still',
  person: 'profile',
};

/** Galleries of titles, seasons, episodes and people in the admin: list, add, remove, reorder. */
export class ImageAdminService {
  constructor(private readonly deps: ImageAdminDependencies) {}

  async list(
    target: AdminTarget,
    window: { page: number; perPage: number },
    may: PermissionCheck,
  ): Promise<{ rows: AdminImageRecord[]; total: number }> {
    const { model } = await this.model(target, may);
    const { rows, total } = await this.deps.images.page(model, window);
    return { rows: rows.map(toRecord), total };
  }

  async create(
    target: AdminTarget,
    input: Pick<ImageCreateInput, 'url' | 'type' | 'width' | 'height'>,
    may: PermissionCheck,
  ): Promise<AdminImageRecord> {
    const { model, titleId } = await this.model(target, may);
    const now = nowIso();
    const row = await this.deps.images.transaction(async (images) =>
      images.insert({
        model_type: model.type,
        model_id: model.id,
        type: input.type ?? DEFAULT_TYPE[model.type],
        url: input.url,
        width: input.width ?? null,
        height: input.height ?? null,
        order: await images.nextOrder(model),
        created_at: now,
        updated_at: now,
      }),
    );
    this.announce(model, titleId);
    return toRecord(row);
  }

  /** Saves a gallery's order; ids of another gallery are refused. */
  async reorder(target: AdminTarget, ids: number[], may: PermissionCheck): Promise<void> {
    const { model, titleId } = await this.model(target, may);
    const wanted = [...new Set(ids)];
    await this.deps.images.transaction(async (images) => {
      const current = await images.orderOf(model);
      const known = new Set(current.map((row) => row.id));
      if (wanted.some((id) => !known.has(id))) {
        throw new InvalidError({ ids: ['Every id must be an image of this gallery.'] });
      }
      await images.setOrders(reorderedPositions(current, wanted), nowIso());
    });
    this.announce(model, titleId);
  }

  /** Deletes images; each needs the permission of the gallery it is in. */
  async delete(ids: number[], may: PermissionCheck): Promise<void> {
    // someone who may edit no gallery learns nothing, not even which images exist
    if (!may(permissionFor('title')) && !may(permissionFor('person'))) throw new ForbiddenError();
    const rows = await this.deps.images.transaction(async (images) => {
      const found = await images.findMany(ids);
      if (!found.length) throw new NotFoundError(IMAGE_NOT_FOUND);
      const needed = new Set(found.map((row) => permissionFor(row.model_type)));
      if ([...needed].some((permission) => !may(permission))) throw new ForbiddenError();
      await images.deleteMany(found.map((row) => row.id));
      return found;
    });
    const ofType = (type: ImageModel['type']) =>
      rows.filter((row) => row.model_type === type).map((row) => row.model_id);
    const titleIds = [
      ...ofType('title'),
      ...(await this.deps.images.titleIdsOf(ofType('season'), ofType('episode'))),
    ];
    this.deps.changes.publish({
      titleIds: [...new Set(titleIds)],
      personIds: [...new Set(ofType('person'))],
    });
  }

  /** The gallery a target names, after checking the caller may edit it. */
  private async model(
    target: AdminTarget,
    may: PermissionCheck,
  ): Promise<{ model: ImageModel; titleId: number | null }> {
    if (!may(targetPermission(target))) throw new ForbiddenError();
    if ('personId' in target) {
      if (!(await this.deps.people.exists(target.personId))) {
        throw new NotFoundError('Person not found.');
      }
      return { model: { type: 'person', id: target.personId }, titleId: null };
    }
    const scope = await this.deps.scopes.resolve(target.scope);
    const model: ImageModel =
      scope.episodeId !== null
        ? { type: 'episode', id: scope.episodeId }
        : scope.seasonId !== null
          ? { type: 'season', id: scope.seasonId }
          : { type: 'title', id: scope.titleId };
    return { model, titleId: scope.titleId };
  }

  private announce(model: ImageModel, titleId: number | null): void {
    this.deps.changes.publish(
      titleId === null ? { personIds: [model.id] } : { titleIds: [titleId] },
    );
  }
}

const permissionFor = (type: ImageModel['type']) =>
  type === 'person' ? 'people.update' : 'titles.update';

function toRecord(row: AdminImageRow): AdminImageRecord {
  return {
    id: row.id,
    model_type: row.model_type,
    model_id: row.model_id,
    type: row.type,
    url: row.url,
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    order: Number(row.order),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
