/** PLACEHOLDER (helper A1 replaces it): the primary facts tab. */
export function TitlePrimaryFactsTab() {
  return null;
}
