import type { AdminNewsRecord, AdminNewsSummary } from '@common/api/admin-news';
import { slugify } from '@common/text/slugify';
import type { ContentChanges } from '../../cache/content-changes';
import { nowIso } from '../../db/dialect';
import type { Transactions } from '../../db/transactions';
import { NotFoundError } from '../../domain/errors';
import type { CommentService } from '../comments';
import { sanitizePageHtml } from '../pages';
import type { NewsAdminRepository, NewsAdminRow } from './news-admin-repository';
import type { NewsAdminListQuery, NewsCreateInput, NewsUpdateInput } from './news-admin-schema';
import { NEWS_NOT_FOUND } from './news-service';

interface Dependencies {
  articles: NewsAdminRepository;
  transactions: Transactions;
  /** A deleted article's comments go with it, in the same transaction. */
  comments: Pick<CommentService, 'removeForCommentables'>;
  changes: ContentChanges;
}

function toRecord(row: NewsAdminRow): AdminNewsRecord {
  const { user_id: _author, ...record } = row;
  return record;
}

/**
 * News in the admin (issue 15): drafts and published articles alike. Bodies are sanitised like
 * custom pages before they are stored; every write is announced once it commits, so the news
 * list, article pages, channels and search follow at once.
 */
export class NewsAdminService {
  constructor(private readonly deps: Dependencies) {}

  list(query: NewsAdminListQuery): Promise<{ rows: AdminNewsSummary[]; total: number }> {
    return this.deps.articles.paginate(query);
  }

  async get(id: number): Promise<AdminNewsRecord> {
    const row = await this.deps.articles.findById(id);
    if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
    return toRecord(row);
  }

  async create(userId: number, input: NewsCreateInput): Promise<AdminNewsRecord> {
    const now = nowIso();
    const row = await this.deps.articles.create({
      title: input.title,
      slug: slugify(input.title),
      body: sanitizePageHtml(input.body),
      image: input.image,
      byline: input.byline,
      source: input.source,
      state: input.state,
      user_id: userId,
      created_at: now,
      updated_at: now,
    });
    this.deps.changes.publish({ newsIds: [row.id] });
    return toRecord(row);
  }

  /** Only the fields sent change; the slug follows the title. */
  async update(id: number, input: NewsUpdateInput): Promise<AdminNewsRecord> {
    const { title, body, ...rest } = input;
    const row = await this.deps.articles.update(id, {
      ...rest,
      ...(title !== undefined ? { title, slug: slugify(title) } : {}),
      ...(body !== undefined ? { body: sanitizePageHtml(body) } : {}),
      updated_at: nowIso(),
    });
    if (!row) throw new NotFoundError(NEWS_NOT_FOUND);
    this.deps.changes.publish({ newsIds: [id] });
    return toRecord(row);
  }

  /** Deletes those of the ids that exist, with their comments; NotFoundError when none does. */
  async delete(ids: number[]): Promise<void> {
    const deleted = await this.deps.transactions.run(async (trx) => {
      const gone = await this.deps.articles.bound(trx).deleteMany(ids);
      if (!gone.length) throw new NotFoundError(NEWS_NOT_FOUND);
      await this.deps.comments.removeForCommentables('news', gone, trx);
      return gone;
    });
    this.deps.changes.publish({ newsIds: deleted });
  }
}
