import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useListContext } from 'react-admin';
import { useTrans } from '@client/i18n/trans';
import { FileCard } from './file-card';
import { FileListEmpty } from './file-list-empty';
import type { FileEntryRecord } from './file-record';

const GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  // two columns on a 390 px phone, as many as fit on wider screens
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(160px, 42vw), 1fr))',
} as const;

/** The entries of the current page as cards; placeholders while loading; the empty state. */
export function FileGrid() {
  const { trans } = useTrans();
  const { data, isPending, selectedIds, onToggleItem } = useListContext<FileEntryRecord>();
  if (isPending) {
    return (
      <Box component="ul" sx={GRID} aria-busy="true" aria-label={trans('Loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Box component="li" key={index}>
            <Skeleton variant="rounded" sx={{ width: 1, height: 'auto', aspectRatio: '4 / 3' }} />
            <Skeleton width="80%" />
            <Skeleton width="50%" />
          </Box>
        ))}
      </Box>
    );
  }
  if (!data?.length) return <FileListEmpty />;
  return (
    <Box component="ul" sx={GRID} aria-label={trans('Files')}>
      {data.map((entry) => (
        <FileCard
          key={entry.id}
          entry={entry}
          selected={selectedIds.includes(entry.id)}
          onToggle={() => onToggleItem(entry.id)}
        />
      ))}
    </Box>
  );
}
