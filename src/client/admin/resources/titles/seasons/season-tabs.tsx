/** PLACEHOLDER (helper A2 replaces it): seasons, a season's episodes, an episode's facts. */
export function SeasonsTab() {
  return null;
}

export function SeasonEpisodesTab() {
  return null;
}

export function EpisodePrimaryFactsTab() {
  return null;
}
