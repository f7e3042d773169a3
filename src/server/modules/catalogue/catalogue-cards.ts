import type { EpisodeSummary } from '@common/api/videos';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import type { TitleCardRepository } from './title-card-repository';

export type { EpisodeSummary };

/** An episode as other modules read it: its summary and the series it belongs to. */
export type EpisodeCard = EpisodeSummary & { title_id: number };

/**
 * What other modules (channels, search, lists, reviews, people, videos) read of the catalogue:
 * cards for many ids at once, so a page of anything costs a fixed number of queries.
 */
export class CatalogueCardService {
  constructor(private readonly cards: TitleCardRepository) {}

  /** Title cards in the order of the ids given; unknown ids are skipped. */
  titleCards(ids: number[]): Promise<TitleCard[]> {
    return this.cards.cards(ids);
  }

  titlePlots(ids: number[]): Promise<Map<number, string | null>> {
    return this.cards.plots(ids);
  }

  episodeSummaries(ids: number[]): Promise<Map<number, EpisodeCard>> {
    return this.cards.episodeSummaries(ids);
  }

  titleExists(id: number): Promise<boolean> {
    return this.cards.titleExists(id);
  }
}
