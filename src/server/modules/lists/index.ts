/** The lists module's public surface: other modules reach it only through this file. */
export type { ListService, ListSummary } from './list-service';
export type { WatchlistService } from './watchlist-service';
export type { ListPageResponse, UserList } from '@common/api/lists';
