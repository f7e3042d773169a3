/** The search module's public surface: other modules reach it only through this file. */
export type { SearchService } from './search-service';
