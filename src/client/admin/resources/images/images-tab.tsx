import type { CatalogueScope } from '@common/api/catalogue-scope';

/** PLACEHOLDER (helper B replaces it): a title's gallery, with poster and backdrop choice. */
export function ImagesTab(_props: { scope: CatalogueScope }) {
  return null;
}
