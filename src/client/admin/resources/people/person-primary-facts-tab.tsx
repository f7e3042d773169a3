import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { usePersonId } from './person-edit-layout';
import { PersonInputs } from './person-inputs';
import { personPayload } from './person-record';

/** /admin/people/{personId}/edit/primary-facts */
export function PersonPrimaryFactsTab() {
  const { trans } = useTrans();
  return (
    <Edit
      resource="people"
      id={usePersonId()}
      title={trans('Edit person')}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      transform={personPayload}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <PersonInputs />
      </SimpleForm>
    </Edit>
  );
}
