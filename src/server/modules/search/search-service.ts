import { searchResponse } from '@common/api/search';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { TtlCache } from '../../cache/ttl-cache';
import { tagJson, type TaggedJson } from '../../http/etag';
import type { CatalogueCardService } from '../catalogue';
import type { NewsService } from '../news';
import type { PersonService } from '../people';
import type { SearchIndex, SearchRepository } from './search-repository';
import { rankCandidates, searchTokens } from './search-query';

export type SearchType = 'title' | 'person' | 'news';
export const SEARCH_TYPES: readonly SearchType[] = ['title', 'person', 'news'];

/**
 * How many matches are read from the full-text index per search before ranking.
 *
 * Why bounded: ranking every match (bm25 on FTS5, ts_rank on PostgreSQL, or ORDER BY
 * popularity over the join) costs time proportional to the number of matches, so the most
 * common word ("the", or the single letter typed first in the type-ahead) would read and sort a
 * large part of a 100k-title catalogue on every keystroke. Instead the index hands back at most
 * this many matches in its own (rowid) order — it stops early, so the cost is flat however
 * common the word — and only those are ranked: exact name match first, then names starting with
 * the query, then popularity (recency for news). For rare and multi-word queries all matches
 * fit, and the ranking is exact; for a very common word it is the best of a sample, which the
 * next keystroke narrows. 300 keeps ranking well under a millisecond.
 */
export const SEARCH_CANDIDATES = 300;

export interface SearchOptions {
  limit: number;
}

/** The owners of what is searched: the answer shows their cards. */
export interface SearchSources {
  titleCards: Pick<CatalogueCardService, 'titleCards'>;
  people: Pick<PersonService, 'cards'>;
  news: Pick<NewsService, 'summaries'>;
}

export interface SearchServiceOptions {
  /** Matches read from the index per search before ranking (SEARCH_CANDIDATES by default). */
  candidateLimit?: number;
  /** How long an answer stays cached in process; 0, the default, caches nothing. */
  cacheTtlMs?: number;
}

/** How many search answers the cache keeps. */
const SEARCH_CACHE_SIZE = 2000;

/** Full-text search over titles, people and news, behind one interface for both dialects. */
export class SearchService {
  private readonly candidateLimit: number;
  private readonly answers: TtlCache<string, TaggedJson>;

  constructor(
    private readonly repository: SearchRepository,
    private readonly sources: SearchSources,
    options: SearchServiceOptions = {},
  ) {
    this.candidateLimit = options.candidateLimit ?? SEARCH_CANDIDATES;
    this.answers = new TtlCache(SEARCH_CACHE_SIZE, options.cacheTtlMs ?? 0);
  }

  /**
   * The answer serialized with its ETag, cached briefly: type-ahead traffic repeats the same
   * few prefixes ("the", "sta" …) from every visitor, so most keystrokes are answered from memory.
   */
  cachedSearch(query: string, types: SearchType[], limit: number): Promise<TaggedJson> {
    const key = `${limit}|${[...types].sort().join(',')}|${query.trim().toLowerCase()}`;
    return this.answers.getOrLoad(key, async () =>
      tagJson(searchResponse.encode(await this.search(query, types, limit))),
    );
  }

  /** Drops every cached answer, after a catalogue write (a name changed, a title was added …). */
  forgetAnswers(): void {
    this.answers.clear();
  }

  /** Title ids matching every word of the query as a prefix, best first. */
  searchTitles(query: string, options: SearchOptions): Promise<number[]> {
    return this.findIds('titles', query, options.limit);
  }

  searchPeople(query: string, options: SearchOptions): Promise<number[]> {
    return this.findIds('people', query, options.limit);
  }

  searchNews(query: string, options: SearchOptions): Promise<number[]> {
    return this.findIds('news', query, options.limit);
  }

  /** The search endpoint's answer: cards of each requested type, best first. */
  async search(query: string, types: SearchType[], limit: number): Promise<SearchResponse> {
    const wants = (type: SearchType) => types.includes(type);
    const [titleIds, personIds, newsIds] = await Promise.all([
      wants('title') ? this.searchTitles(query, { limit }) : [],
      wants('person') ? this.searchPeople(query, { limit }) : [],
      wants('news') ? this.searchNews(query, { limit }) : [],
    ]);
    const [titles, people, news] = await Promise.all([
      this.sources.titleCards.titleCards(titleIds),
      this.sources.people.cards(personIds),
      this.sources.news.summaries(newsIds),
    ]);
    return { query, titles, people, news };
  }

  private async findIds(index: SearchIndex, query: string, limit: number): Promise<number[]> {
    const tokens = searchTokens(query);
    if (!tokens.length || limit < 1) return [];
    const candidates = await this.repository.candidates(index, tokens, this.candidateLimit);
    return rankCandidates(candidates, query, limit);
  }
}
