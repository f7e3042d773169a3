import type { CastCredit, Credits, CrewCredit } from '@common/catalogue/catalogue-types';
import type { PersonService } from '../people';
import type { CastRow, Creditable, CreditRepository, CrewRow } from './credit-repository';

/** Top-billed cast on the title page (and standing in for an episode without its own cast). */
export const TITLE_PAGE_CAST = 20;

/**
 * Cast and crew of titles, seasons and episodes, each credit with its person's name and image
 * (read from the people module in one call per page, made also when there are no credits, so
 * a page costs the same queries whatever it holds).
 */
export class TitleCreditService {
  constructor(
    private readonly credits: CreditRepository,
    private readonly people: Pick<PersonService, 'summaries'>,
  ) {}

  /** Top-billed cast and key crew: what the title page shows. */
  async topCredits(creditable: Creditable): Promise<Credits> {
    const { cast, crew } = await this.credits.topCredits(creditable, TITLE_PAGE_CAST);
    return this.withPeople(cast, crew);
  }

  /** Every cast credit by order, the whole crew by department and job. */
  async fullCredits(creditable: Creditable): Promise<Credits> {
    const [cast, crew] = await Promise.all([
      this.credits.cast(creditable),
      this.credits.crew(creditable),
    ]);
    return this.withPeople(cast, crew);
  }

  /**
   * An episode's own credits; when it has no cast of its own, the series' top-billed cast (its
   * main cast) stands in, and when it has no crew, the series' key crew.
   */
  async episodeCredits(episode: Creditable, series: Creditable): Promise<Credits> {
    const [cast, crew] = await Promise.all([
      this.credits.cast(episode),
      this.credits.crew(episode),
    ]);
    const [seriesCast, seriesCrew] = await Promise.all([
      cast.length ? cast : this.credits.cast(series, TITLE_PAGE_CAST),
      crew.length ? crew : this.credits.crew(series, true),
    ]);
    return this.withPeople(seriesCast, seriesCrew);
  }

  /** A season's full credits; a season without credits of its own shows the series' (its regulars). */
  async seasonCredits(season: Creditable, series: Creditable): Promise<Credits> {
    const [cast, crew] = await Promise.all([this.credits.cast(season), this.credits.crew(season)]);
    return cast.length || crew.length ? this.withPeople(cast, crew) : this.fullCredits(series);
  }

  private async withPeople(cast: CastRow[], crew: CrewRow[]): Promise<Credits> {
    const people = await this.people.summaries([
      ...cast.map((credit) => credit.person_id),
      ...crew.map((credit) => credit.person_id),
    ]);
    return {
      cast: cast.flatMap((credit): CastCredit[] => {
        const person = people.get(credit.person_id);
        return person
          ? [{ id: credit.id, person, character: credit.character, order: credit.order }]
          : [];
      }),
      crew: crew.flatMap((credit): CrewCredit[] => {
        const person = people.get(credit.person_id);
        return person
          ? [{ id: credit.id, person, department: credit.department, job: credit.job }]
          : [];
      }),
    };
  }
}
