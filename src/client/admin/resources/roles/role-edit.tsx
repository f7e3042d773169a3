import { DeleteButton, Edit, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { RoleForm } from './role-form';
import { rolePayload, type RoleRecord } from './role-record';

/** The guests and default roles cannot be deleted (the server refuses too). */
function EditToolbar() {
  const record = useRecordContext<RoleRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && !record.default && !record.guests && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export function RoleEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit role')}
      mutationMode="pessimistic"
      redirect="list"
      transform={rolePayload}
    >
      <RoleForm toolbar={<EditToolbar />} />
    </Edit>
  );
}
