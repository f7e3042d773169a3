import type { Db } from '../db/connection';
import type { NewsService } from '../modules/news';
import { ChannelAdminRepository } from '../modules/channels/channel-admin-repository';
import { ChannelAdminService } from '../modules/channels/channel-admin-service';
import type { buildCatalogueModules } from './catalogue-modules';

type CatalogueModules = ReturnType<typeof buildCatalogueModules>;

/** The channels admin (issue 15): channel writes, item search and the live preview. */
export function buildChannelAdminModules(
  db: Db,
  { catalogue, news }: { catalogue: CatalogueModules; news: NewsService },
) {
  return {
    channelAdmin: new ChannelAdminService({
      rows: new ChannelAdminRepository(db),
      channels: catalogue.channels,
      titleCards: catalogue.catalogueCards,
      people: catalogue.people,
      news,
      search: catalogue.search,
      changes: catalogue.contentChanges,
    }),
  };
}
