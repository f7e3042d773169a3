import { nowIso } from '../../db/dialect';
import { NotFoundError } from '../../domain/errors';
import type { NewsService } from '../news';
import type { PersonService } from '../people';
import type { CatalogueCardService } from './catalogue-cards';
import type { DayCount, DayRange } from '../../db/day-buckets';
import type { WriteBehindBuffer, WriteBehindBuffers } from '../../db/write-behind-buffer';
import type {
  NewPageVisit,
  PageVisitModel,
  PageVisitRepository,
  VisitedPages,
} from './page-visit-repository';
import type { PageVisitInput } from './title-schema';
import { TITLE_NOT_FOUND } from './title-service';
import { EPISODE_NOT_FOUND } from './season-service';

const NOT_FOUND: Record<PageVisitModel, string> = {
  title: TITLE_NOT_FOUND,
  person: 'Person not found.',
  episode: EPISODE_NOT_FOUND,
  news: 'News article not found.',
};

export interface PageVisitServiceDependencies {
  visits: PageVisitRepository;
  buffers: WriteBehindBuffers;
  cards: Pick<CatalogueCardService, 'titleExists' | 'episodeSummaries'>;
  people: Pick<PersonService, 'exists'>;
  news: Pick<NewsService, 'summaries'>;
}

/** Visits of title, person, episode and news pages (for popularity and the admin dashboard). */
export class PageVisitService {
  private readonly queue: WriteBehindBuffer<NewPageVisit>;

  constructor(private readonly deps: PageVisitServiceDependencies) {
    // a visit is recorded behind the request: the page never waits for the insert
    this.queue = deps.buffers.create<NewPageVisit>({
      name: 'page visits',
      write: (rows) => deps.visits.recordMany(rows),
    });
  }

  /**
   * Queues a visit, written within a second; NotFoundError when the visited page's model does
   * not exist.
   */
  async record(input: PageVisitInput, userId: number | null): Promise<void> {
    if (!(await this.exists(input.model_type, input.model_id))) {
      throw new NotFoundError(NOT_FOUND[input.model_type]);
    }
    this.queue.push({
      model_type: input.model_type,
      model_id: input.model_id,
      user_id: userId,
      created_at: nowIso(),
    });
  }

  /** Visits per day of a page (or of a season's episode pages); days without any left out. */
  dailyCounts(pages: VisitedPages, range: DayRange): Promise<DayCount[]> {
    return this.deps.visits.dailyCounts(pages, range);
  }

  /** Each model is asked of its owner. */
  private async exists(type: PageVisitModel, id: number): Promise<boolean> {
    switch (type) {
      case 'title':
        return this.deps.cards.titleExists(id);
      case 'episode':
        return (await this.deps.cards.episodeSummaries([id])).has(id);
      case 'person':
        return this.deps.people.exists(id);
      case 'news':
        return (await this.deps.news.summaries([id])).length > 0;
    }
  }
}
