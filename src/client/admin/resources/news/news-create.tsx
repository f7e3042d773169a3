import { Create, SimpleForm } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { NewsInputs } from './news-inputs';
import { newsPayload } from './news-record';

/** /admin/news/add (spec 2.9; react-admin's create route): a draft unless published here. */
export function NewsCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New article')} redirect="edit" transform={newsPayload}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ state: 'draft', body: '' }}>
        <NewsInputs />
      </SimpleForm>
    </Create>
  );
}
