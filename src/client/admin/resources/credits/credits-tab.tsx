import type { CatalogueScope } from '@common/api/catalogue-scope';

export interface CreditsTabProps {
  scope: CatalogueScope;
  kind: 'cast' | 'crew';
}

/** PLACEHOLDER (helper B replaces it): a title's, season's or episode's cast or crew. */
export function CreditsTab(_props: CreditsTabProps) {
  return null;
}
