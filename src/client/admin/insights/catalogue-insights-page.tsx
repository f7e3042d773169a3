import type { CatalogueScope } from '@common/api/catalogue-scope';

/** PLACEHOLDER (helper C replaces it): visits and plays of a title, season or episode. */
export function CatalogueInsightsPage(_props: { scope: CatalogueScope }) {
  return null;
}
