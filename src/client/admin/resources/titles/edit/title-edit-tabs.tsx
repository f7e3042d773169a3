import { Edit, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useTrans } from '@client/i18n/trans';
import { TitleFactInputs } from '../title-fact-inputs';
import { titleUpdatePayload } from '../title-record';

/**
 * /admin/titles/{titleId}/edit/primary-facts: every fact of the title. Saves are pessimistic so
 * the server's 422 messages land on their fields; only the changed fields are sent.
 */
export function TitlePrimaryFactsTab() {
  const { trans } = useTrans();
  const notify = useNotify();
  const titleId = Number(useParams().id);
  return (
    <Edit
      resource="titles"
      id={titleId}
      title={false}
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      transform={(data, options) => titleUpdatePayload(data, options?.previousData)}
      mutationOptions={{
        onSuccess: () => notify(trans('Title saved.'), { type: 'success' }),
      }}
    >
      {/* the page header holds Delete (undoable); the form only saves */}
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TitleFactInputs variant="edit" />
      </SimpleForm>
    </Edit>
  );
}
