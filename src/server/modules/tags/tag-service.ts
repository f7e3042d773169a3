import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import type { TagRepository, TagRow } from './tag-repository';
import type { TagInput, TagListQuery } from './tag-schema';

export const TAG_NAME_TAKEN = 'The name has already been taken.';
export const TAG_NOT_FOUND = 'Tag not found.';
export const DEFAULT_TAG_TYPE = 'custom';

/** Tags (admin list/new/edit): names are unique; the display name defaults to the name. */
export class TagService {
  constructor(private readonly tags: TagRepository) {}

  list(query: TagListQuery): Promise<{ rows: TagRow[]; total: number }> {
    return this.tags.paginate(query);
  }

  async get(id: number): Promise<TagRow> {
    const tag = await this.tags.findById(id);
    if (!tag) throw new NotFoundError(TAG_NOT_FOUND);
    return tag;
  }

  create(input: TagInput): Promise<TagRow> {
    return this.tags.transaction(async (tags) => {
      await this.assertNameFree(tags, input.name);
      return tags.create(
        {
          name: input.name,
          display_name: input.display_name || input.name,
          type: input.type ?? DEFAULT_TAG_TYPE,
        },
        nowIso(),
      );
    });
  }

  update(id: number, input: TagInput): Promise<TagRow> {
    return this.tags.transaction(async (tags) => {
      await this.assertNameFree(tags, input.name, id);
      const row = await tags.update(
        id,
        {
          name: input.name,
          display_name: input.display_name || input.name,
          ...(input.type ? { type: input.type } : {}),
        },
        nowIso(),
      );
      if (!row) throw new NotFoundError(TAG_NOT_FOUND);
      return row;
    });
  }

  delete(ids: number[]): Promise<number> {
    return this.tags.deleteMany(ids);
  }

  private async assertNameFree(tags: TagRepository, name: string, exceptId?: number) {
    if (await tags.nameTaken(name, exceptId)) throw new InvalidError({ name: [TAG_NAME_TAKEN] });
  }
}
