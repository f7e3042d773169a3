import { TaxonomyCreate, TaxonomyEdit } from './taxonomy-pages';
import type { AdminTaxonomyKind, AdminTaxonomyRecord } from './taxonomy-record';

/** What genres and keywords share as react-admin resources. */
export function taxonomyResource(kind: AdminTaxonomyKind) {
  return {
    name: kind,
    create: () => <TaxonomyCreate kind={kind} />,
    edit: () => <TaxonomyEdit kind={kind} />,
    recordRepresentation: (record: AdminTaxonomyRecord) => record.display_name,
  };
}
