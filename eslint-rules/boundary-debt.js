/**
 * Files that still break the module rules while issue 12 is in progress. Remove a file here as
 * soon as it is fixed; the lists must end empty, and then this file goes.
 */
export const IMPORTS_INTERNALS = [
  'src/server/app.ts',
  'src/server/modules/catalogue/season-service.ts',
  'src/server/modules/catalogue/title-service.ts',
  'src/server/modules/channels/channel-content.ts',
  'src/server/modules/channels/channel-repository.ts',
  'src/server/modules/channels/channel-routes.ts',
  'src/server/modules/channels/channel-service.ts',
  'src/server/modules/channels/channel-titles.ts',
  'src/server/modules/people/person-repository.ts',
  'src/server/modules/people/person-routes.ts',
  'src/server/modules/people/person-service.ts',
  'src/server/modules/search/search-service.ts',
  'src/server/modules/seo/head-helpers.ts',
  'src/server/modules/seo/resolve-page.ts',
  'src/server/modules/videos/video-routes.ts',
  'src/server/modules/videos/video-service.ts',
];
export const CONSTRUCTS_SERVICES = [
  'src/server/modules/catalogue/catalogue-services.ts',
  'src/server/modules/catalogue/season-service.ts',
  'src/server/modules/catalogue/title-service.ts',
  'src/server/modules/channels/channel-content.ts',
  'src/server/modules/channels/channel-routes.ts',
  'src/server/modules/people/person-routes.ts',
  'src/server/modules/search/search-routes.ts',
  'src/server/modules/search/search-service.ts',
  'src/server/modules/seo/seo-routes.ts',
  'src/server/modules/videos/video-routes.ts',
];
export const BUILDS_QUERIES = [
  'src/server/modules/catalogue/episode-cards.ts',
  'src/server/modules/catalogue/title-cards.ts',
  'src/server/modules/channels/channel-titles.ts',
  'src/server/modules/people/person-cards.ts',
];
