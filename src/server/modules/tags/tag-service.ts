import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { validationError } from '../../http/http-error';
import { TagRepository, type TagRow } from './tag-repository';
import type { TagInput, TagListQuery } from './tag-schema';

export const TAG_NAME_TAKEN = 'The name has already been taken.';
export const DEFAULT_TAG_TYPE = 'custom';

/** Tags (admin list/new/edit): names are unique; the display name defaults to the name. */
export class TagService {
  private readonly tags: TagRepository;

  constructor(private readonly db: Db) {
    this.tags = new TagRepository(db);
  }

  list(query: TagListQuery): Promise<{ rows: TagRow[]; total: number }> {
    return this.tags.paginate(query);
  }

  async find(id: number): Promise<TagRow | null> {
    return (await this.tags.findById(id)) ?? null;
  }

  create(input: TagInput): Promise<TagRow> {
    return this.db.transaction().execute(async (trx) => {
      const tags = new TagRepository(trx);
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

  update(id: number, input: TagInput): Promise<TagRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const tags = new TagRepository(trx);
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
      return row ?? null;
    });
  }

  delete(ids: number[]): Promise<number> {
    return this.tags.deleteMany(ids);
  }

  private async assertNameFree(tags: TagRepository, name: string, exceptId?: number) {
    if (await tags.nameTaken(name, exceptId)) throw validationError({ name: [TAG_NAME_TAKEN] });
  }
}
