import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@client/i18n/trans';

interface InfiniteList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under an infinite query's list; nothing once the last page is loaded. */
export function LoadMoreButton({ list }: { list: InfiniteList }) {
  if (!list.hasNextPage) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 3 }}>
      <Button
        variant="outlined"
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        <Trans message="Load more" />
      </Button>
    </Box>
  );
}
