import type { CatalogueScope } from '@common/api/catalogue-scope';
import type { InsightsResponse } from '@common/api/insights';
import type { DayCount, DayRange } from '../../db/day-buckets';
import type { CatalogueScopes, PageVisitService, VisitedPages } from '../catalogue';
import type { PlayedVideos, VideoService } from '../videos';
import { fillDays, resolveRange, type DayRangeQuery } from '../../domain/day-range';

export interface InsightDependencies {
  scopes: Pick<CatalogueScopes, 'resolve'>;
  visits: Pick<PageVisitService, 'dailyCounts'>;
  videos: Pick<VideoService, 'dailyPlays' | 'find'>;
  /** Today's date (UTC, YYYY-MM-DD). */
  today?: () => string;
}

const sum = (days: DayCount[]) => days.reduce((total, day) => total + day.count, 0);

/**
 * Visits and plays per day for the admin's insights pages. A title counts its page's visits and
 * all its videos' plays (its episodes' too); a season, its episode pages' visits (season pages
 * are not counted) and the plays of its own and its episodes' videos; an episode, its page and
 * its videos. A video counts only plays: its watch page's visits are not recorded.
 */
export class InsightService {
  private readonly today: () => string;

  constructor(private readonly deps: InsightDependencies) {
    this.today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  /** NotFoundError when the title, season or episode does not exist. */
  async forScope(scope: CatalogueScope, query: DayRangeQuery): Promise<InsightsResponse> {
    const range = resolveRange(query, this.today());
    const resolved = await this.deps.scopes.resolve(scope);
    const pages: VisitedPages =
      resolved.episodeId !== null
        ? { type: 'episode', id: resolved.episodeId }
        : resolved.seasonId !== null
          ? { seasonId: resolved.seasonId }
          : { type: 'title', id: resolved.titleId };
    const videos: PlayedVideos =
      resolved.episodeId !== null
        ? { episodeId: resolved.episodeId }
        : resolved.seasonNumber !== null
          ? { titleId: resolved.titleId, seasonNumber: resolved.seasonNumber }
          : { titleId: resolved.titleId };
    const [visits, plays] = await Promise.all([
      this.deps.visits.dailyCounts(pages, range),
      this.deps.videos.dailyPlays(videos, range),
    ]);
    return answer(range, fillDays(range, visits), fillDays(range, plays));
  }

  /** A video's plays (visits empty); NotFoundError for no such video. */
  async forVideo(videoId: number, query: DayRangeQuery): Promise<InsightsResponse> {
    const range = resolveRange(query, this.today());
    await this.deps.videos.find(videoId);
    const plays = await this.deps.videos.dailyPlays({ videoId }, range);
    return answer(range, [], fillDays(range, plays));
  }
}

function answer(range: DayRange, visits: DayCount[], plays: DayCount[]): InsightsResponse {
  return { ...range, visits, plays, totals: { visits: sum(visits), plays: sum(plays) } };
}
