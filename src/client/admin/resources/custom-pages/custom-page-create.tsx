import { Create } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { CustomPageForm } from './custom-page-form';
import { customPagePayload } from './custom-page-record';

export function CustomPageCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New page')} redirect="list" transform={customPagePayload}>
      <CustomPageForm defaultValues={{ body: '', hide_nav: false }} />
    </Create>
  );
}
