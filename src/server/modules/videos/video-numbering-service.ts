import type { Trx } from '../../db/transactions';
import type { VideoNumberingRepository } from './video-numbering-repository';

/**
 * Keeps the season and episode numbers stored on videos in step when the admin renumbers or
 * deletes seasons and episodes; called inside that write's transaction.
 */
export class VideoNumberingService {
  constructor(private readonly videos: VideoNumberingRepository) {}

  seasonRenumbered(titleId: number, from: number, to: number, trx: Trx): Promise<void> {
    return this.videos.bound(trx).renumberSeason(titleId, from, to);
  }

  episodeRenumbered(episodeId: number, season: number, episode: number, trx: Trx): Promise<void> {
    return this.videos.bound(trx).renumberEpisode(episodeId, season, episode);
  }

  seasonsDeleted(titleId: number, seasons: number[], trx: Trx): Promise<void> {
    return this.videos.bound(trx).deleteSeasonVideos(titleId, seasons);
  }
}
