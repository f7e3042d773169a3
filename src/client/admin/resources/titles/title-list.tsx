import {
  AutocompleteInput,
  BulkDeleteButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
} from 'react-admin';
import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { TITLE_STATUSES, TITLE_TYPES, type AdminTitleRow } from '@common/api/admin-titles';
import { useTrans } from '@client/i18n/trans';
import { TitlePoster } from './title-poster';

const TYPE_LABELS: Record<AdminTitleRow['type'], string> = { movie: 'Movie', series: 'Series' };

function useTitleFilters() {
  const { trans } = useTrans();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
    <SelectInput
      key="type"
      source="type"
      label={trans('Type')}
      choices={TITLE_TYPES.map((id) => ({ id, name: trans(TYPE_LABELS[id]) }))}
    />,
    <ReferenceInput key="genre" source="genre" reference="genres">
      <AutocompleteInput label={trans('Genre')} optionText="display_name" />
    </ReferenceInput>,
    <NumberInput key="yearFrom" source="yearFrom" label={trans('Year from')} />,
    <NumberInput key="yearTo" source="yearTo" label={trans('Year to')} />,
    <SelectInput
      key="status"
      source="status"
      label={trans('Status')}
      choices={TITLE_STATUSES.map((id) => ({ id, name: trans(id) }))}
    />,
    <TextInput key="language" source="language" label={trans('Language')} />,
  ];
}

/** /admin/titles: poster, name, type, year, rating, status, updated; search, filters, sort. */
export function TitleList() {
  const { trans } = useTrans();
  // Phones get one line per title (react-admin's SimpleList) instead of the wide table.
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const typeLabel = (record: AdminTitleRow) => trans(TYPE_LABELS[record.type]);
  return (
    <List
      title={trans('Titles')}
      sort={{ field: 'updated_at', order: 'DESC' }}
      filters={useTitleFilters()}
      empty={false}
    >
      {small ? (
        <SimpleList<AdminTitleRow>
          linkType="edit"
          leftAvatar={(record) => <TitlePoster poster={record.poster} />}
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            [record.year, typeLabel(record)].filter((part) => part !== null).join(' · ')
          }
          tertiaryText={(record) => (record.status ? trans(record.status) : '')}
        />
      ) : (
        <DataTable<AdminTitleRow>
          rowClick="edit"
          bulkActionButtons={<BulkDeleteButton mutationMode="undoable" />}
        >
          <DataTable.Col source="name" label={trans('Name')}>
            <FunctionField<AdminTitleRow>
              render={(record) => (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <TitlePoster poster={record.poster} />
                  <span>{record.name}</span>
                </Stack>
              )}
            />
          </DataTable.Col>
          <DataTable.Col source="type" label={trans('Type')} disableSort render={typeLabel} />
          <DataTable.Col source="year" label={trans('Year')} />
          <DataTable.Col source="rating" label={trans('Rating')}>
            <NumberField source="rating" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label={trans('Status')}
            render={(record: AdminTitleRow) => (record.status ? trans(record.status) : '—')}
          />
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
