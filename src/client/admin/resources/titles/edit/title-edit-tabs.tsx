/** PLACEHOLDER (helper A replaces it): primary facts, genres, keywords and countries tabs. */
export function TitlePrimaryFactsTab() {
  return null;
}

export function TitleTaxonomyTab(_props: { kind: 'genres' | 'keywords' | 'countries' }) {
  return null;
}
