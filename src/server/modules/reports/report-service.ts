import type {
  BreakdownRow,
  InsightsReport,
  PlaysReport,
  ReportKpi,
  TopModel,
  TopVideo,
  VisitorsReport,
} from '@common/api/reports';
import type { DayRange } from '../../db/day-buckets';
import { fillDays, previousRange, resolveRange, type DayRangeQuery } from '../../domain/day-range';
import type { CatalogueCardService } from '../catalogue';
import type { CommentService } from '../comments';
import type { PersonService } from '../people';
import type { ReviewService } from '../reviews';
import type { UserService } from '../users';
import type { VideoService } from '../videos';
import type { DayTotal, ReportDimension, ReportRepository } from './report-repository';
import type { ReportRollUps } from './report-roll-ups';
import type { ReportEventKind } from './reports-tables';

/** Rows of each breakdown and top list. */
export const REPORT_ROWS = 10;

export interface ReportDependencies {
  reports: ReportRepository;
  rollUps: ReportRollUps;
  users: Pick<UserService, 'countCreated'>;
  reviews: Pick<ReviewService, 'countCreated'>;
  comments: Pick<CommentService, 'countCreated'>;
  cards: Pick<CatalogueCardService, 'titleCards'>;
  people: Pick<PersonService, 'summaries'>;
  videos: Pick<VideoService, 'names'>;
  /** Today's date (UTC, YYYY-MM-DD). */
  today?: () => string;
}

/** A range and the period before it, with their finished days rolled up. */
interface Periods {
  range: DayRange;
  previousRange: DayRange;
  today: string;
}

const sum = (days: DayTotal[], field: 'count' | 'visitors') =>
  days.reduce((total, day) => total + day[field], 0);

const kpi = (value: number, previous: number): ReportKpi => ({ value, previous });

const series = (range: DayRange, days: DayTotal[], field: 'count' | 'visitors' = 'count') =>
  fillDays(
    range,
    days.map((day) => ({ date: day.date, count: day[field] })),
  );

/**
 * The admin reports (spec 2.9): visits, visitors and plays over a range beside the period before
 * it, with their breakdowns. Finished days come from the daily roll-ups (rolled here first when
 * a day is missing), today from the raw events.
 */
export class ReportService {
  private readonly today: () => string;

  constructor(private readonly deps: ReportDependencies) {
    this.today = deps.today ?? (() => new Date().toISOString().slice(0, 10));
  }

  async insights(query: DayRangeQuery): Promise<InsightsReport> {
    const periods = await this.periods(query);
    const { range, previousRange: previous } = periods;
    const [visits, previousVisits, plays, previousPlays] = await Promise.all([
      this.totals('visit', range, periods),
      this.totals('visit', previous, periods),
      this.totals('play', range, periods),
      this.totals('play', previous, periods),
    ]);
    const counts = (service: { countCreated(range: DayRange): Promise<number> }) =>
      Promise.all([service.countCreated(range), service.countCreated(previous)]);
    const [members, reviews, comments, topTitles, topPeople] = await Promise.all([
      counts(this.deps.users),
      counts(this.deps.reviews),
      counts(this.deps.comments),
      this.topTitles(periods),
      this.topPeople(periods),
    ]);
    return {
      range,
      previousRange: previous,
      kpis: {
        visits: kpi(sum(visits, 'count'), sum(previousVisits, 'count')),
        visitors: kpi(sum(visits, 'visitors'), sum(previousVisits, 'visitors')),
        plays: kpi(sum(plays, 'count'), sum(previousPlays, 'count')),
        members: kpi(...members),
        reviews: kpi(...reviews),
        comments: kpi(...comments),
      },
      series: {
        visits: series(range, visits),
        previousVisits: series(previous, previousVisits),
        plays: series(range, plays),
        previousPlays: series(previous, previousPlays),
      },
      topTitles,
      topPeople,
    };
  }

  async plays(query: DayRangeQuery): Promise<PlaysReport> {
    const periods = await this.periods(query);
    const { range, previousRange: previous } = periods;
    const [plays, previousPlays, topVideos, devices, browsers] = await Promise.all([
      this.totals('play', range, periods),
      this.totals('play', previous, periods),
      this.topVideos(periods),
      this.breakdown('play', 'device', periods),
      this.breakdown('play', 'browser', periods),
    ]);
    return {
      range,
      previousRange: previous,
      kpis: {
        plays: kpi(sum(plays, 'count'), sum(previousPlays, 'count')),
        viewers: kpi(sum(plays, 'visitors'), sum(previousPlays, 'visitors')),
      },
      series: { plays: series(range, plays), previousPlays: series(previous, previousPlays) },
      topVideos,
      devices,
      browsers,
    };
  }

  async visitors(query: DayRangeQuery): Promise<VisitorsReport> {
    const periods = await this.periods(query);
    const { range, previousRange: previous } = periods;
    const [visits, previousVisits, countries, devices, browsers, referrers, pages] =
      await Promise.all([
        this.totals('visit', range, periods),
        this.totals('visit', previous, periods),
        this.breakdown('visit', 'country', periods),
        this.breakdown('visit', 'device', periods),
        this.breakdown('visit', 'browser', periods),
        this.breakdown('visit', 'referrer', periods),
        this.breakdown('visit', 'page', periods),
      ]);
    return {
      range,
      previousRange: previous,
      kpis: {
        visits: kpi(sum(visits, 'count'), sum(previousVisits, 'count')),
        visitors: kpi(sum(visits, 'visitors'), sum(previousVisits, 'visitors')),
      },
      series: {
        visits: series(range, visits),
        previousVisits: series(previous, previousVisits),
        visitors: series(range, visits, 'visitors'),
      },
      countries,
      devices,
      browsers,
      referrers,
      pages,
    };
  }

  /** The asked range (InvalidError for bad dates) and the one before, their days rolled up. */
  private async periods(query: DayRangeQuery): Promise<Periods> {
    const today = this.today();
    const range = resolveRange(query, today);
    const previous = previousRange(range);
    await this.deps.rollUps.rollUpMissing({ from: previous.from, to: range.to }, today);
    return { range, previousRange: previous, today };
  }

  private totals(kind: ReportEventKind, range: DayRange, periods: Periods): Promise<DayTotal[]> {
    return this.deps.reports.dailyTotals(kind, range, periods.today);
  }

  private breakdown(
    kind: ReportEventKind,
    dimension: ReportDimension,
    periods: Periods,
  ): Promise<BreakdownRow[]> {
    return this.deps.reports.breakdown(kind, dimension, periods.range, periods.today, REPORT_ROWS);
  }

  /** Ids of a model breakdown with their counts (a deleted model's rows are left out later). */
  private async topIds(
    kind: ReportEventKind,
    dimension: ReportDimension,
    periods: Periods,
  ): Promise<Array<{ id: number; count: number }>> {
    const rows = await this.breakdown(kind, dimension, periods);
    return rows.map((row) => ({ id: Number(row.value), count: row.count }));
  }

  private async topTitles(periods: Periods): Promise<TopModel[]> {
    const top = await this.topIds('visit', 'title', periods);
    const cards = new Map(
      (await this.deps.cards.titleCards(top.map((row) => row.id))).map((card) => [card.id, card]),
    );
    return top.flatMap(({ id, count }) => {
      const card = cards.get(id);
      return card ? [{ id, name: card.name, image: card.poster, count }] : [];
    });
  }

  private async topPeople(periods: Periods): Promise<TopModel[]> {
    const top = await this.topIds('visit', 'person', periods);
    const people = await this.deps.people.summaries(top.map((row) => row.id));
    return top.flatMap(({ id, count }) => {
      const person = people.get(id);
      return person ? [{ id, name: person.name, image: person.image, count }] : [];
    });
  }

  private async topVideos(periods: Periods): Promise<TopVideo[]> {
    const top = await this.topIds('play', 'video', periods);
    const videos = await this.deps.videos.names(top.map((row) => row.id));
    const titleIds = [...videos.values()].map((video) => video.title_id);
    const titles = new Map(
      (await this.deps.cards.titleCards(titleIds)).map((card) => [card.id, card.name]),
    );
    return top.flatMap(({ id, count }) => {
      const video = videos.get(id);
      if (!video) return [];
      const titleName = titles.get(video.title_id) ?? null;
      return [
        {
          id,
          name: video.name,
          titleId: titleName === null ? null : video.title_id,
          titleName,
          count,
        },
      ];
    });
  }
}
