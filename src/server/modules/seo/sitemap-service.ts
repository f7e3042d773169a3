import { hasPermission } from '@common/permissions/permission-check';
import type { PermissionService } from '../permissions';
import { absoluteUrl, escapeXml } from './seo-format';
import type { PageAddress } from '../../domain/page-address';
import { SITEMAP_KINDS, type SitemapKind, type SitemapSources } from './sitemap-source';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_FILE_SIZE = 50_000;
/** Rows read per query while writing a file. */
const BATCH_SIZE = 5_000;
/** Text gathered before it is handed to the response stream. */
const FLUSH_SIZE = 64 * 1024;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapOptions {
  appUrl: string;
  /** URLs per file (50,000 by the protocol; tests use fewer). */
  fileSize?: number;
}

/** Files of a sitemap index: 'titles-2' is the second 50,000 titles. */
export interface SitemapFile {
  kind: SitemapKind;
  number: number;
}

/** W3C datetime at second precision, or nothing for a value that is not a date. */
export function lastmod(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.includes('T') || value.length <= 10 ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/**
 * sitemap.xml (spec: SEO): one <urlset> for a site of up to 50,000 URLs, otherwise a
 * <sitemapindex> of files per kind (/sitemaps/titles-1.xml …), each written while paging
 * through ids so memory stays flat however large the catalogue.
 */
export class SitemapService {
  private readonly fileSize: number;

  constructor(
    /** Each kind's pages, read from the module that owns them. */
    readonly sources: SitemapSources,
    private readonly permissions: Pick<PermissionService, 'guestRole'>,
    private readonly options: SitemapOptions,
  ) {
    this.fileSize = options.fileSize ?? SITEMAP_FILE_SIZE;
  }

  /** The kinds listed: when visitors lack titles.view (the guest role), only the custom pages. */
  private async kinds(): Promise<SitemapKind[]> {
    const guestRole = await this.permissions.guestRole();
    return hasPermission({ user: null, guestRole }, 'titles.view') ? [...SITEMAP_KINDS] : ['pages'];
  }

  private async counts(): Promise<Map<SitemapKind, number>> {
    const kinds = await this.kinds();
    const counts = await Promise.all(kinds.map((kind) => this.sources[kind].countAll()));
    return new Map(kinds.map((kind, index) => [kind, counts[index]!]));
  }

  /** The root document: a <urlset> when everything fits one file, else the index. */
  async *root(): AsyncGenerator<string> {
    const counts = await this.counts();
    const total = [...counts.values()].reduce((sum, count) => sum + count, 1);
    if (total <= this.fileSize) {
      yield* this.urlset(
        [...counts.keys()].map((kind) => ({ kind, number: 1 })),
        true,
      );
      return;
    }
    yield* this.index(counts);
  }

  /** A file of the index, or null when it does not exist. */
  async file(kind: string, number: number): Promise<AsyncGenerator<string> | null> {
    const kinds = await this.kinds();
    if (!kinds.includes(kind as SitemapKind) || !Number.isInteger(number) || number < 1) {
      return null;
    }
    const count = await this.sources[kind as SitemapKind].countAll();
    const files = Math.max(1, Math.ceil(count / this.fileSize));
    if (number > files) return null;
    return this.urlset(
      [{ kind: kind as SitemapKind, number }],
      kind === 'channels' && number === 1,
    );
  }

  private async *index(counts: Map<SitemapKind, number>): AsyncGenerator<string> {
    yield `${XML_HEAD}<sitemapindex xmlns="${XMLNS}">\n`;
    for (const [kind, count] of counts) {
      // The channels file always exists: it carries the home page.
      const files =
        kind === 'channels'
          ? Math.max(1, Math.ceil(count / this.fileSize))
          : Math.ceil(count / this.fileSize);
      for (let number = 1; number <= files; number++) {
        const loc = absoluteUrl(this.options.appUrl, `/sitemaps/${kind}-${number}.xml`);
        yield `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`;
      }
    }
    yield '</sitemapindex>\n';
  }

  private async *urlset(files: SitemapFile[], withHome: boolean): AsyncGenerator<string> {
    let buffer = `${XML_HEAD}<urlset xmlns="${XMLNS}">\n`;
    if (withHome) buffer += this.url({ id: 0, path: '/', updatedAt: null });
    for (const file of files) {
      for await (const rows of this.rows(file)) {
        for (const row of rows) buffer += this.url(row);
        if (buffer.length >= FLUSH_SIZE) {
          yield buffer;
          buffer = '';
        }
      }
    }
    yield `${buffer}</urlset>\n`;
  }

  private url(row: PageAddress): string {
    const loc = encodeURI(absoluteUrl(this.options.appUrl, row.path));
    const modified = lastmod(row.updatedAt);
    return `<url><loc>${escapeXml(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>\n`;
  }

  /** The rows of one file, a batch at a time (keyset paging from the file's first id). */
  private async *rows({ kind, number }: SitemapFile): AsyncGenerator<PageAddress[]> {
    const source = this.sources[kind];
    const firstId = await source.idAt((number - 1) * this.fileSize);
    if (firstId === undefined) return;
    let fromId = firstId;
    let left = this.fileSize;
    while (left > 0) {
      const rows = await source.addresses(fromId, Math.min(BATCH_SIZE, left));
      if (rows.length === 0) return;
      yield rows;
      left -= rows.length;
      fromId = rows[rows.length - 1]!.id + 1;
    }
  }
}
