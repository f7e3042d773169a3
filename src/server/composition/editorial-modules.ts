import type { ContentChanges } from '../cache/content-changes';
import type { Db } from '../db/connection';
import { Transactions } from '../db/transactions';
import type { CatalogueCardService } from '../modules/catalogue';
import type { CommentService } from '../modules/comments';
import { ListAdminService } from '../modules/lists/list-admin-service';
import { ListRepository } from '../modules/lists/list-repository';
import type { ListService } from '../modules/lists';
import { NewsAdminRepository } from '../modules/news/news-admin-repository';
import { NewsAdminService } from '../modules/news/news-admin-service';
import type { UserService } from '../modules/users';

/**
 * The editorial admin (issue 15): news articles and the site's lists. Built after the community
 * cluster, whose list rules it reuses and whose comments a deleted article takes with it.
 */
export function buildEditorialModules(
  db: Db,
  deps: {
    contentChanges: ContentChanges;
    comments: CommentService;
    lists: ListService;
    catalogueCards: CatalogueCardService;
    users: Pick<UserService, 'publicUsers'>;
  },
) {
  return {
    newsAdmin: new NewsAdminService({
      articles: new NewsAdminRepository(db),
      transactions: new Transactions(db),
      comments: deps.comments,
      changes: deps.contentChanges,
    }),
    listAdmin: new ListAdminService(deps.lists, {
      lists: new ListRepository(db),
      catalogue: deps.catalogueCards,
      users: deps.users,
    }),
  };
}
