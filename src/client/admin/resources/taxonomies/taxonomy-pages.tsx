import { Create, DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TaxonomyForm } from './taxonomy-form';
import { taxonomyPayload, type AdminTaxonomyKind } from './taxonomy-record';
import { TAXONOMY_TEXTS } from './taxonomy-texts';

export function TaxonomyCreate({ kind }: { kind: AdminTaxonomyKind }) {
  const { trans } = useTrans();
  return (
    <Create title={trans(TAXONOMY_TEXTS[kind].create)} redirect="list" transform={taxonomyPayload}>
      <TaxonomyForm />
    </Create>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="undoable" />
    </Toolbar>
  );
}

/** Renaming: the server keeps the URL key when the name field is emptied. */
export function TaxonomyEdit({ kind }: { kind: AdminTaxonomyKind }) {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans(TAXONOMY_TEXTS[kind].edit)}
      mutationMode="pessimistic"
      redirect="list"
      transform={taxonomyPayload}
    >
      <TaxonomyForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
