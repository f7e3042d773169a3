import { Create } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { RoleForm } from './role-form';
import { rolePayload } from './role-record';

export function RoleCreate() {
  const { trans } = useTrans();
  return (
    <Create title={trans('New role')} redirect="list" transform={rolePayload}>
      <RoleForm defaultValues={{ permissions: [], default: false, guests: false }} />
    </Create>
  );
}
