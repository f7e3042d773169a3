import { slugify } from '@common/text/slugify';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { validationError } from '../../http/http-error';
import { parseMeta, type PageMeta } from './custom-page-seo';
import {
  CustomPageRepository,
  type CustomPageRow,
  type CustomPageValues,
} from './custom-page-repository';
import type { CustomPageInput, CustomPageListQuery } from './custom-page-schema';
import { sanitizePageHtml } from './sanitize-page-html';

export const SLUG_TAKEN = 'The slug has already been taken.';

/** A custom page as the API answers it. */
export interface CustomPage {
  id: number;
  title: string;
  slug: string;
  body: string;
  meta: PageMeta;
  hide_nav: 0 | 1;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export function toCustomPage(row: CustomPageRow): CustomPage {
  return { ...row, meta: parseMeta(row.meta) };
}

function metaJson(meta: CustomPageInput['meta']): string | null {
  const clean = Object.fromEntries(Object.entries(meta ?? {}).filter(([, value]) => value));
  return Object.keys(clean).length ? JSON.stringify(clean) : null;
}

/** Custom pages (spec 2.7, 3): bodies are sanitised and slugs unique on every save. */
export class CustomPageService {
  private readonly pages: CustomPageRepository;

  constructor(private readonly db: Db) {
    this.pages = new CustomPageRepository(db);
  }

  async list(query: CustomPageListQuery) {
    const { rows, total } = await this.pages.paginate(query);
    return { pages: rows.map(toCustomPage), total };
  }

  async find(id: number): Promise<CustomPage | null> {
    const row = await this.pages.findById(id);
    return row ? toCustomPage(row) : null;
  }

  /** A numeric value is tried as an id first, then as a slug (a slug may be all digits). */
  async findByIdOrSlug(idOrSlug: string): Promise<CustomPageRow | null> {
    if (/^\d+$/.test(idOrSlug)) {
      const byId = await this.pages.findById(Number(idOrSlug));
      if (byId) return byId;
    }
    return (await this.pages.findBySlug(idOrSlug)) ?? null;
  }

  async create(input: CustomPageInput, userId: number | null): Promise<CustomPage> {
    const [page] = await this.createMany([input], userId);
    return page!;
  }

  /** All or nothing: one invalid page leaves none written. */
  async createMany(inputs: CustomPageInput[], userId: number | null): Promise<CustomPage[]> {
    return this.db.transaction().execute(async (trx) => {
      const pages = new CustomPageRepository(trx);
      const created: CustomPage[] = [];
      for (const input of inputs) {
        const values = await this.values(pages, input);
        created.push(toCustomPage(await pages.create({ ...values, user_id: userId }, nowIso())));
      }
      return created;
    });
  }

  async update(id: number, input: CustomPageInput): Promise<CustomPage | null> {
    return this.db.transaction().execute(async (trx) => {
      const pages = new CustomPageRepository(trx);
      const values = await this.values(pages, input, id);
      const row = await pages.update(id, values, nowIso());
      return row ? toCustomPage(row) : null;
    });
  }

  delete(ids: number[]): Promise<number> {
    return this.pages.deleteMany(ids);
  }

  count(): Promise<number> {
    return this.pages.count();
  }

  private async values(
    pages: CustomPageRepository,
    input: CustomPageInput,
    exceptId?: number,
  ): Promise<Omit<CustomPageValues, 'user_id'>> {
    const slug = (input.slug || slugify(input.title)).toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
    if (!slug) throw validationError({ slug: ['The slug field is required.'] });
    if (await pages.slugTaken(slug, exceptId)) throw validationError({ slug: [SLUG_TAKEN] });
    return {
      title: input.title,
      slug,
      body: sanitizePageHtml(input.body),
      meta: metaJson(input.meta),
      hide_nav: input.hide_nav ? 1 : 0,
    };
  }
}
