/** The news module's public surface: other modules reach it only through this file. */
export type { NewsService } from './news-service';
