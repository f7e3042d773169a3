import { Create, SimpleForm } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TitleFactInputs } from './title-fact-inputs';
import { titleCreatePayload, type AdminTitleRecord } from './title-record';
import { scopeEditPath } from './title-paths';

/** /admin/titles/new: the essentials, then the new title's edit page for the rest. */
export function TitleCreate() {
  const { trans } = useTrans();
  return (
    <Create
      title={trans('New title')}
      transform={titleCreatePayload}
      redirect={(_resource, _id, data) =>
        scopeEditPath({ titleId: Number((data as AdminTitleRecord).id) }, 'primary-facts')
      }
    >
      <SimpleForm defaultValues={{ type: 'movie' }} warnWhenUnsavedChanges>
        <TitleFactInputs variant="create" />
      </SimpleForm>
    </Create>
  );
}
