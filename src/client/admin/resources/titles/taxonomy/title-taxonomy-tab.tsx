/** PLACEHOLDER (helper D replaces it): a title's genres, keywords or production countries. */
export function TitleTaxonomyTab(_props: {
  kind: 'genres' | 'keywords' | 'countries';
  titleId: number;
}) {
  return null;
}
