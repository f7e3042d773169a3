import Link from '@mui/material/Link';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { UserList } from '@common/api/lists';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { siteUrl } from '@client/app/layout/site-url';
import { useTrans } from '@client/i18n/trans';
import { ListInputs } from './list-inputs';
import { ListItemsEditor } from './list-items-editor';
import { listPayload } from './list-record';

function PublicLink() {
  const record = useRecordContext<UserList>();
  const { base_path } = useBootstrapData();
  const { trans } = useTrans();
  if (!record?.public) return null;
  return (
    <Link href={siteUrl(`lists/${record.id}`, base_path)} target="_blank" rel="noopener">
      {trans('View on site')}
    </Link>
  );
}

function Items() {
  const record = useRecordContext<UserList>();
  return record ? <ListItemsEditor listId={record.id} /> : null;
}

/** /admin/lists/{slugOrId}/edit: the list's fields (saved with the form) and its titles. */
export function ListEdit() {
  const { trans } = useTrans();
  return (
    <Edit
      title={trans('Edit list')}
      mutationMode="pessimistic"
      redirect={false}
      transform={listPayload}
      actions={
        <TopToolbar>
          <PublicLink />
        </TopToolbar>
      }
    >
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" />
          </Toolbar>
        }
      >
        <ListInputs withSite />
      </SimpleForm>
      <Items />
    </Edit>
  );
}
