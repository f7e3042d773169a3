import type { TitleCard } from '@common/catalogue/catalogue-types';
import type { Db } from '../../db/connection';
import { TitleCardRepository } from './title-card-repository';

/**
 * Title cards for the given ids in the order given (missing ids are skipped).
 * @deprecated issue 12: the lists and reviews modules still call this; they move to
 * `CatalogueCardService#titleCards` (app.services.catalogueCards), then this file goes.
 */
export function loadTitleCards(db: Db, ids: number[]): Promise<TitleCard[]> {
  return new TitleCardRepository(db).cards(ids);
}
