import type { CustomPageRecord, CustomPageResponse } from '@common/api/pages';
import { slugify } from '@common/text/slugify';
import { nowIso } from '../../db/dialect';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { NO_RELATIONS, type Relations } from '../../domain/relations';
import type { SettingsService } from '../settings';
import { customPageSeo, parseMeta } from './custom-page-seo';
import type {
  CustomPageRepository,
  CustomPageRow,
  CustomPageValues,
} from './custom-page-repository';
import type {
  CustomPageInput,
  CustomPageListQuery,
  CustomPageRelation,
} from './custom-page-schema';
import { sanitizePageHtml } from './sanitize-page-html';
import type { PageAddress } from '../../domain/page-address';

export const SLUG_TAKEN = 'The slug has already been taken.';
export const PAGE_NOT_FOUND = 'Page not found.';

type Author = NonNullable<CustomPageRecord['user']>;
type PageRelations = Relations<CustomPageRelation, never>;

export interface CustomPageDependencies {
  pages: CustomPageRepository;
  settings: SettingsService;
  /** The public face of users by id, in one call (the users module owns them). */
  authors: (ids: number[]) => Promise<Map<number, Author>>;
  /** The site's address, for the canonical URL in a page's head tags. */
  appUrl: string;
}

export function toCustomPage(row: CustomPageRow): CustomPageRecord {
  return { ...row, meta: parseMeta(row.meta) };
}

function metaJson(meta: CustomPageInput['meta']): string | null {
  const clean = Object.fromEntries(Object.entries(meta ?? {}).filter(([, value]) => value));
  return Object.keys(clean).length ? JSON.stringify(clean) : null;
}

/** Custom pages (spec 2.7, 3): bodies are sanitised and slugs unique on every save. */
export class CustomPageService {
  constructor(private readonly deps: CustomPageDependencies) {}

  async list(
    query: CustomPageListQuery,
    relations: PageRelations = NO_RELATIONS,
  ): Promise<{ rows: CustomPageRecord[]; total: number }> {
    const { rows, total } = await this.deps.pages.paginate(query);
    return { rows: await this.withRelations(rows, relations), total };
  }

  /**
   * A page for the public site by id or slug, with its head tags. A numeric value is tried as
   * an id first, then as a slug (a slug may be all digits).
   */
  async publicPage(
    idOrSlug: string,
    relations: PageRelations = NO_RELATIONS,
  ): Promise<CustomPageResponse> {
    const { pages, settings, appUrl } = this.deps;
    const row =
      (/^\d+$/.test(idOrSlug) ? await pages.findById(Number(idOrSlug)) : undefined) ??
      (await pages.findBySlug(idOrSlug));
    if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
    const { branding } = await settings.all();
    const url = `${appUrl.replace(/\/$/, '')}/pages/${row.id}/${row.slug}`;
    const [page] = await this.withRelations([row], relations);
    return { page: page!, seo: customPageSeo(row, branding.site_name, url), set_seo: true };
  }

  async create(input: CustomPageInput, userId: number | null): Promise<CustomPageRecord> {
    const [page] = await this.createMany([input], userId);
    return page!;
  }

  /** All or nothing: one invalid page leaves none written. */
  createMany(inputs: CustomPageInput[], userId: number | null): Promise<CustomPageRecord[]> {
    return this.deps.pages.transaction(async (pages) => {
      const created: CustomPageRecord[] = [];
      for (const input of inputs) {
        const values = await this.values(pages, input);
        created.push(toCustomPage(await pages.create({ ...values, user_id: userId }, nowIso())));
      }
      return created;
    });
  }

  update(id: number, input: CustomPageInput): Promise<CustomPageRecord> {
    return this.deps.pages.transaction(async (pages) => {
      const values = await this.values(pages, input, id);
      const row = await pages.update(id, values, nowIso());
      if (!row) throw new NotFoundError(PAGE_NOT_FOUND);
      return toCustomPage(row);
    });
  }

  delete(ids: number[]): Promise<number> {
    return this.deps.pages.deleteMany(ids);
  }

  count(): Promise<number> {
    return this.deps.pages.count();
  }

  /** The sitemap's walk over every page, in id order (countAll, idAt, addresses). */
  countAll(): Promise<number> {
    return this.deps.pages.count();
  }

  idAt(offset: number): Promise<number | undefined> {
    return this.deps.pages.idAt(offset);
  }

  async addresses(fromId: number, limit: number): Promise<PageAddress[]> {
    const rows = await this.deps.pages.idsFrom(fromId, limit);
    return rows.map((row) => ({
      id: row.id,
      path: `/pages/${row.id}/${row.slug}`,
      updatedAt: row.updated_at,
    }));
  }

  /** The asked-for authors of a page of pages, in one call. */
  private async withRelations(
    rows: CustomPageRow[],
    { include }: PageRelations,
  ): Promise<CustomPageRecord[]> {
    const pages = rows.map(toCustomPage);
    if (!include.includes('user')) return pages;
    const ids = pages.flatMap((page) => (page.user_id === null ? [] : [page.user_id]));
    const authors = await this.deps.authors([...new Set(ids)]);
    return pages.map((page) => ({
      ...page,
      user: page.user_id === null ? null : (authors.get(page.user_id) ?? null),
    }));
  }

  private async values(
    pages: CustomPageRepository,
    input: CustomPageInput,
    exceptId?: number,
  ): Promise<Omit<CustomPageValues, 'user_id'>> {
    const slug = (input.slug || slugify(input.title)).toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
    if (!slug) throw new InvalidError({ slug: ['The slug field is required.'] });
    if (await pages.slugTaken(slug, exceptId)) throw new InvalidError({ slug: [SLUG_TAKEN] });
    return {
      title: input.title,
      slug,
      body: sanitizePageHtml(input.body),
      meta: metaJson(input.meta),
      hide_nav: input.hide_nav ? 1 : 0,
    };
  }
}
