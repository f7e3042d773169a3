import { Avatar, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import type { AdminPersonRow } from '@common/api/admin-people';
import { useTrans } from '@client/i18n/trans';
import { useFileUrl } from '../../uploads';
import { genderChoices, knownForChoices, knownForLabel } from './person-record';

function PersonPhoto({ person, size }: { person: AdminPersonRow; size: number }) {
  const fileUrl = useFileUrl();
  return (
    <Avatar
      src={person.image ? fileUrl(person.image) : undefined}
      alt=""
      sx={{ width: size, height: size }}
    >
      {person.name.slice(0, 1)}
    </Avatar>
  );
}

/** /admin/people: photo, name, known for, updated; name search, filters, bulk delete with undo. */
export function PersonList() {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={trans('People')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      // the API pages by 100 at most; a whole-table export is not offered
      exporter={false}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search by name')} />,
        <SelectInput
          key="known_for"
          source="known_for"
          label={trans('Known for')}
          choices={knownForChoices(trans)}
        />,
        <SelectInput
          key="gender"
          source="gender"
          label={trans('Gender')}
          choices={genderChoices(trans)}
        />,
      ]}
    >
      {small ? (
        <SimpleList<AdminPersonRow>
          linkType="edit"
          leftAvatar={(person) => <PersonPhoto person={person} size={40} />}
          primaryText={(person) => person.name}
          secondaryText={(person) => trans(knownForLabel(person.known_for))}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}>
          <DataTable.Col source="name" label={trans('Name')}>
            <FunctionField<AdminPersonRow>
              render={(person) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PersonPhoto person={person} size={32} />
                  <span>{person.name}</span>
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="known_for" label={trans('Known for')} disableSort>
            <FunctionField<AdminPersonRow>
              render={(person) => trans(knownForLabel(person.known_for)) || '—'}
            />
          </DataTable.Col>
          <DataTable.Col source="birth_date" label={trans('Born')}>
            <DateField source="birth_date" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="popularity" label={trans('Popularity')} />
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
