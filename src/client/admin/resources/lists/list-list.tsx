import { Chip, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  BooleanField,
  BulkDeleteButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import type { UserList } from '@common/api/lists';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { useTrans } from '@client/i18n/trans';
import { listAuthor } from './list-record';

function Author({ list }: { list: UserList }) {
  const { trans } = useTrans();
  const siteName = useBootstrapData().settings.branding.site_name;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{listAuthor(list, siteName)}</span>
      {list.site ? <Chip size="small" color="primary" label={trans('Site list')} /> : null}
    </Stack>
  );
}

/**
 * /admin/lists: every list, the site's and members' (staff may edit or delete any); search and
 * filters by site list, author and visibility; bulk delete with undo.
 */
export function ListList() {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // the author filter searches members, which only users.update holders may list
  const canSearchUsers = useAuth().hasPermission('users.update');
  const yesNo = [
    { id: 'true', name: trans('Yes') },
    { id: 'false', name: trans('No') },
  ];
  return (
    <List
      title={trans('Lists')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      exporter={false}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search lists')} />,
        <SelectInput key="site" source="site" label={trans('Site lists')} choices={yesNo} />,
        <SelectInput key="public" source="public" label={trans('Public')} choices={yesNo} />,
        ...(canSearchUsers
          ? [
              <ReferenceInput key="user_id" source="user_id" reference="users">
                <AutocompleteInput label={trans('Author')} optionText="name" />
              </ReferenceInput>,
            ]
          : []),
      ]}
    >
      {small ? (
        <SimpleList<UserList>
          linkType="edit"
          primaryText={(list) => list.name}
          secondaryText={(list) =>
            trans(':count title |||| :count titles', { count: list.items_count })
          }
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DataTable.Col source="name" label={trans('Name')} />
          <DataTable.Col label={trans('Author')} disableSort>
            <FunctionField<UserList> render={(list) => <Author list={list} />} />
          </DataTable.Col>
          <DataTable.Col source="items_count" label={trans('Titles')} />
          <DataTable.Col source="public" label={trans('Public')} disableSort>
            <BooleanField source="public" />
          </DataTable.Col>
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
