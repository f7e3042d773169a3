import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FILE_ENTRY_TYPES } from '@common/api/file-entries';
import { DateRangeInput } from './date-range-input';
import { FILE_TYPE_LABELS } from './file-type-icon';

/** Search, type, owner and upload date range; the trash is the toggle above the grid. */
export function useFileFilters() {
  const { trans } = useTrans();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={trans('Search')} />,
    <SelectInput
      key="type"
      source="type"
      label={trans('Type')}
      choices={FILE_ENTRY_TYPES.map((type) => ({ id: type, name: trans(FILE_TYPE_LABELS[type]) }))}
    />,
    <ReferenceInput key="owner" source="owner" reference="users">
      <AutocompleteInput label={trans('Owner')} optionText="name" />
    </ReferenceInput>,
    <DateRangeInput key="date" source="date" label={trans('Upload date')} />,
  ];
}
