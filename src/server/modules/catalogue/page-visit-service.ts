import type { Db } from '../../db/connection';
import { nowIso } from '../../db/dialect';
import { PageVisitRepository } from './page-visit-repository';
import type { PageVisitInput } from './title-schema';

/** Visits of title, person, episode and news pages (for popularity and the admin dashboard). */
export class PageVisitService {
  private readonly visits: PageVisitRepository;

  constructor(db: Db) {
    this.visits = new PageVisitRepository(db);
  }

  /** Records a visit; false when the visited model does not exist. */
  async record(input: PageVisitInput, userId: number | null): Promise<boolean> {
    if (!(await this.visits.modelExists(input.model_type, input.model_id))) return false;
    await this.visits.record(input.model_type, input.model_id, userId, nowIso());
    return true;
  }
}
