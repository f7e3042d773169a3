/** A title's seasons, a season's pages and an episode's pages (routed by title-routes.tsx). */
export { SeasonsTab } from './seasons-tab';
export { SeasonEpisodesTab } from './season-episodes-tab';
export { EpisodePrimaryFactsTab } from './episode-primary-facts-tab';
export { EpisodeLayout, SeasonLayout } from './season-layout';
