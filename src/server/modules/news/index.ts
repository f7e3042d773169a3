/** The news module's public surface: other modules reach it only through this file. */
export type { NewsService, NewsArticleInput } from './news-service';
export type { NewsArticle, NewsArticleResponse, NewsArticleSummary } from '@common/api/news';
