import type { ModerationAuthorOption, ModerationTitleOption } from '@common/api/moderation';
import type { PaginationResponse } from '@common/http/responses';
import { paginationResponse } from '../../http/pagination';
import type { CatalogueCardService } from '../catalogue';
import type { SearchService } from '../search';
import type { UserService } from '../users';
import type { ModerationOptionsQuery } from './moderation-schema';

interface Dependencies {
  search: Pick<SearchService, 'searchTitles'>;
  catalogue: Pick<CatalogueCardService, 'titleCards'>;
  users: Pick<UserService, 'publicUsers' | 'searchPublicUsers'>;
}

/**
 * The title and author filters of admin/comments and admin/reviews, for moderators who may not
 * read the titles or users admin: a few matches by name, or the chosen ids.
 */
export class ModerationOptionService {
  constructor(private readonly deps: Dependencies) {}

  async titles(query: ModerationOptionsQuery): Promise<PaginationResponse<ModerationTitleOption>> {
    const ids = query.ids.length
      ? query.ids
      : query.query
        ? await this.deps.search.searchTitles(query.query, { limit: query.perPage })
        : [];
    const cards = new Map((await this.deps.catalogue.titleCards(ids)).map((c) => [c.id, c]));
    const data = ids.flatMap((id) => {
      const card = cards.get(id);
      return card ? [{ id: card.id, name: card.name, year: card.year ?? null }] : [];
    });
    return paginationResponse(data, data.length, 1, query.perPage);
  }

  async authors(
    query: ModerationOptionsQuery,
  ): Promise<PaginationResponse<ModerationAuthorOption>> {
    const data = query.ids.length
      ? [...(await this.deps.users.publicUsers(query.ids)).values()]
      : await this.deps.users.searchPublicUsers(query.query ?? '', query.perPage);
    return paginationResponse(data, data.length, 1, query.perPage);
  }
}
