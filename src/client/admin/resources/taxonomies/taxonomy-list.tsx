import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  List,
  NumberField,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { TaxonomyMergeButton } from './taxonomy-merge-button';
import type { AdminTaxonomyKind } from './taxonomy-record';
import { TAXONOMY_TEXTS } from './taxonomy-texts';

/** Genres or keywords with their title counts: search, rename, merge and delete (with undo). */
export function TaxonomyList({ kind }: { kind: AdminTaxonomyKind }) {
  const { trans } = useTrans();
  // phones keep the checkboxes (merge, delete) but only the name and the count
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title={trans(TAXONOMY_TEXTS[kind].title)}
      sort={{ field: 'display_name', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />]}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={
          <>
            <TaxonomyMergeButton kind={kind} />
            <BulkDeleteButton mutationMode="undoable" />
          </>
        }
      >
        <DataTable.Col source="display_name" label={trans('Display name')} />
        {!small && <DataTable.Col source="name" label={trans('Name')} />}
        <DataTable.NumberCol source="titles_count" label={trans('Titles')}>
          <NumberField source="titles_count" />
        </DataTable.NumberCol>
        {!small && (
          <DataTable.Col source="updated_at" label={trans('Last updated')}>
            <DateField source="updated_at" />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
