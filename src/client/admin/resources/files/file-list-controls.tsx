import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useListContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { findFileSort, FILE_SORTS, sortKey } from './file-sort';

/** Files or trash, and the order: the two choices above the grid. */
export function FileListControls() {
  const { trans } = useTrans();
  const { filterValues, displayedFilters, setFilters, sort, setSort, onUnselectItems } =
    useListContext();
  const inTrash = Boolean((filterValues as { deleted?: unknown }).deleted);
  const current = findFileSort(sort);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 2,
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={inTrash ? 'trash' : 'files'}
        aria-label={trans('Show')}
        onChange={(_, value: string | null) => {
          if (!value) return;
          const { deleted: _deleted, ...others } = filterValues as Record<string, unknown>;
          onUnselectItems();
          setFilters(value === 'trash' ? { ...others, deleted: true } : others, displayedFilters);
        }}
      >
        <ToggleButton value="files">{trans('Files')}</ToggleButton>
        <ToggleButton value="trash">{trans('Trash')}</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={trans('Sort by')}
        value={sortKey(current.sort)}
        onChange={(event) => {
          const option = FILE_SORTS.find((item) => sortKey(item.sort) === event.target.value);
          if (option) setSort(option.sort);
        }}
        sx={{ minWidth: 200 }}
      >
        {FILE_SORTS.map((option) => (
          <MenuItem key={sortKey(option.sort)} value={sortKey(option.sort)}>
            {trans(option.label)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
