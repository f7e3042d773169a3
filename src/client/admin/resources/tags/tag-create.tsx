import { Create } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TagForm } from './tag-form';
import { tagPayload } from './tag-record';

export function TagCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New tag')} redirect="list" transform={tagPayload}>
      <TagForm defaultValues={{ type: 'custom' }} />
    </Create>
  );
}
