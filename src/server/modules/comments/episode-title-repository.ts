import { Repository } from '../../db/transactions';

/**
 * The series each episode belongs to, so a comment on an episode can name and link it.
 * issue 12: owner call. This reads the catalogue's episodes table; it goes once the catalogue's
 * CatalogueCardService.episodeSummaries(ids) answers each episode's title_id.
 */
export class EpisodeTitleRepository extends Repository {
  async titleIdsOf(episodeIds: number[]): Promise<Map<number, number>> {
    const unique = [...new Set(episodeIds)];
    if (!unique.length) return new Map();
    // issue 12: owner call
    const rows = await this.db
      .selectFrom('episodes')
      .select(['id', 'title_id'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((row) => [row.id, row.title_id]));
  }
}
