import type { Trx } from '../../db/transactions';
import type { CreditRepository } from './credit-repository';
import type { ImageRepository } from './image-repository';
import type { PageVisitRepository } from './page-visit-repository';

/** Catalogue rows about to be deleted. */
export interface DeletedCatalogueRows {
  titleIds?: number[];
  seasonIds?: number[];
  episodeIds?: number[];
  personIds?: number[];
}

/**
 * Another module whose rows name catalogue rows without a foreign key (comments on a title or
 * episode, the items of a channel); it removes them inside the deletion's transaction. The
 * composition root hands these in, so the catalogue never reaches into those modules.
 */
export type CatalogueReferenceCleaner = (deleted: DeletedCatalogueRows, trx: Trx) => Promise<void>;

export interface CatalogueDeletionDependencies {
  images: ImageRepository;
  visits: PageVisitRepository;
  credits: CreditRepository;
  /** Other modules' rows pointing at catalogue rows. */
  cleaners: CatalogueReferenceCleaner[];
}

/**
 * What a deletion removes besides the rows themselves and what their foreign keys cascade to
 * (seasons, episodes, title and person credits, videos, ratings, reviews, list items): the
 * polymorphic rows — images, page visits, season and episode credits — and other modules'
 * references. Admin services call it in the transaction that deletes the rows, so a failure
 * leaves everything as it was.
 */
export class CatalogueDeletions {
  constructor(private readonly deps: CatalogueDeletionDependencies) {}

  async removeReferences(deleted: DeletedCatalogueRows, trx: Trx): Promise<void> {
    const { titleIds = [], seasonIds = [], episodeIds = [], personIds = [] } = deleted;
    const images = this.deps.images.bound(trx);
    const visits = this.deps.visits.bound(trx);
    const credits = this.deps.credits.bound(trx);
    await images.deleteFor('title', titleIds);
    await images.deleteFor('season', seasonIds);
    await images.deleteFor('episode', episodeIds);
    await images.deleteFor('person', personIds);
    await visits.deleteFor('title', titleIds);
    await visits.deleteFor('episode', episodeIds);
    await visits.deleteFor('person', personIds);
    await credits.deleteForCreditables('season', seasonIds);
    await credits.deleteForCreditables('episode', episodeIds);
    for (const clean of this.deps.cleaners) await clean(deleted, trx);
  }
}
