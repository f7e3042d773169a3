import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TagForm } from './tag-form';
import { tagPayload } from './tag-record';

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function TagEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit tag')}
      mutationMode="pessimistic"
      redirect="list"
      transform={tagPayload}
    >
      <TagForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
