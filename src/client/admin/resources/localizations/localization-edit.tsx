import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { LocalizationForm } from './localization-form';
import { TranslateButton } from './translate-button';

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

export function LocalizationEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit localization')}
      mutationMode="pessimistic"
      redirect="list"
      actions={<TranslateButton />}
    >
      <LocalizationForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
