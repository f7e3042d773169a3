import { Create, SimpleForm } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { ListInputs } from './list-inputs';
import { listPayload } from './list-record';

/** /admin/lists/new: a site list; then to its edit page, where its titles are added. */
export function ListCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New list')} redirect="edit" transform={listPayload}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ public: true }}>
        <ListInputs />
      </SimpleForm>
    </Create>
  );
}
