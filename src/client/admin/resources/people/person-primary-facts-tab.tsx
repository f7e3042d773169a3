import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { usePersonId } from './person-edit-layout';
import { PersonInputs } from './person-inputs';
import { personPayload } from './person-record';

/** /admin/people/{personId}/edit/primary-facts */
export function PersonPrimaryFactsTab() {
  return (
    <Edit
      resource="people"
      id={usePersonId()}
      // the edit layout's title (the person's name) stands for the whole page
      title={false}
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
