import { TaxonomyList } from '../taxonomies/taxonomy-list';

export function KeywordList() {
  return <TaxonomyList kind="keywords" />;
}
