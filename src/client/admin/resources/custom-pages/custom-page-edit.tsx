import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { CustomPageForm } from './custom-page-form';
import { customPagePayload } from './custom-page-record';

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function CustomPageEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit page')}
      mutationMode="pessimistic"
      redirect="list"
      transform={customPagePayload}
    >
      <CustomPageForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
