import { Repository } from '../../db/transactions';

/** The season and episode numbers videos carry beside their episode id. */
export class VideoNumberingRepository extends Repository {
  async renumberSeason(titleId: number, from: number, to: number): Promise<void> {
    await this.db
      .updateTable('videos')
      .set({ season_number: to })
      .where('title_id', '=', titleId)
      .where('season_number', '=', from)
      .execute();
  }

  async renumberEpisode(episodeId: number, season: number, episode: number): Promise<void> {
    await this.db
      .updateTable('videos')
      .set({ season_number: season, episode_number: episode })
      .where('episode_id', '=', episodeId)
      .execute();
  }

  /** A season's own videos (those of its episodes go with the episodes' foreign key). */
  async deleteSeasonVideos(titleId: number, seasons: number[]): Promise<void> {
    if (!seasons.length) return;
    await this.db
      .deleteFrom('videos')
      .where('title_id', '=', titleId)
      .where('season_number', 'in', seasons)
      .where('episode_id', 'is', null)
      .execute();
  }
}
