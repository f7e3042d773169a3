import type { EpisodeAdminRecord } from '@common/api/admin-seasons';
import { episodeUrl } from '@common/catalogue/catalogue-urls';
import type { TitleCard } from '@common/catalogue/catalogue-types';
import { boldName } from '@common/text/notification-text';
import type { WatchlistService } from '../lists';
import type { NotificationRequest, Notifier } from '../notifications';
import type { CatalogueCardService } from './catalogue-cards';

export interface NewEpisodeSources {
  watchers: Pick<WatchlistService, 'watcherIdsAfter'>;
  cards: Pick<CatalogueCardService, 'titleCards'>;
  notifier: Notifier;
}

/** watchlist_new_episode, for one page of the series' watchers. */
export function newEpisodeNotification(
  series: Pick<TitleCard, 'id' | 'name' | 'poster'>,
  episode: Pick<EpisodeAdminRecord, 'name' | 'season_number' | 'episode_number'>,
  recipientIds: number[],
): NotificationRequest {
  const code = `S${episode.season_number}E${episode.episode_number}`;
  return {
    type: 'watchlist_new_episode',
    recipientIds,
    subject: `New episode of ${series.name}: ${episode.name}`,
    data: {
      mainAction: {
        action: episodeUrl(series, episode.season_number, episode.episode_number),
        label: 'View episode',
      },
      image: series.poster,
      lines: [
        { type: 'primary', content: `New episode of ${boldName(series.name)}` },
        { type: 'other', content: `${code}: ${episode.name}` },
      ],
    },
  };
}

/**
 * Tells everyone with the series on their watchlist of its new episode (but the admin who added
 * it): the watchers are read a page at a time, one notify per page.
 */
export class NewEpisodeNotifications {
  constructor(private readonly sources: NewEpisodeSources) {}

  async episodeCreated(episode: EpisodeAdminRecord, actorId: number | null): Promise<void> {
    const { watchers, cards, notifier } = this.sources;
    const [series] = await cards.titleCards([episode.title_id]);
    if (!series) return;
    let after = 0;
    for (;;) {
      const page = await watchers.watcherIdsAfter(episode.title_id, after);
      if (!page.length) return;
      after = page[page.length - 1]!;
      const recipients = page.filter((id) => id !== actorId);
      if (recipients.length)
        await notifier.notify(newEpisodeNotification(series, episode, recipients));
    }
  }
}
