/** The catalogue module's public surface: other modules reach it only through this file. */
export type { CatalogueCardService, EpisodeCard, EpisodeSummary } from './catalogue-cards';
export type { ImageService } from './image-service';
export type { PersonCreditService, PersonCreditRow } from './person-credit-service';
export type { TitleService, TitleCardQuery } from './title-service';
export { routeIdParam, routeNumberParam } from './catalogue-params';
export type { CatalogueScopes, ResolvedScope } from './catalogue-scope';
export type { CatalogueScope } from '@common/api/catalogue-scope';
export type {
  CatalogueDeletions,
  CatalogueReferenceCleaner,
  DeletedCatalogueRows,
} from './catalogue-deletions';
export type { PageVisitService } from './page-visit-service';
export type { VisitedPages } from './page-visit-repository';
