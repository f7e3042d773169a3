/** The catalogue module's public surface: other modules reach it only through this file. */
export type { CatalogueCardService, EpisodeSummary } from './catalogue-cards';
