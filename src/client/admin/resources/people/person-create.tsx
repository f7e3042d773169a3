import { Create, SimpleForm } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { PersonInputs } from './person-inputs';
import { personPayload } from './person-record';

/** /admin/people/new: then to the new person's edit page. */
export function PersonCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New person')} redirect="edit" transform={personPayload}>
      <SimpleForm warnWhenUnsavedChanges>
        <PersonInputs />
      </SimpleForm>
    </Create>
  );
}
