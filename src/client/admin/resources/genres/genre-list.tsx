import { TaxonomyList } from '../taxonomies/taxonomy-list';

export function GenreList() {
  return <TaxonomyList kind="genres" />;
}
