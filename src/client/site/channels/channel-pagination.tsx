import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTrans } from '@client/i18n/trans';
import { pageSearch } from './channel-query';

interface ChannelPaginationProps {
  page: number;
  lastPage: number;
}

/**
 * Page links of a listing: real links (?page=N, crawlable and keyboard usable) that keep the
 * current filters; ScrollRestoration brings the visitor back to the top of the new page.
 */
export function ChannelPagination({ page, lastPage }: ChannelPaginationProps) {
  const { trans } = useTrans();
  const [search] = useSearchParams();
  if (lastPage <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
      <Pagination
        page={page}
        count={lastPage}
        shape="rounded"
        siblingCount={1}
        boundaryCount={1}
        getItemAriaLabel={(type, number, selected) => {
          if (type === 'page') {
            return selected
              ? trans('Page :number', { number: number ?? '' })
              : trans('Go to page :number', { number: number ?? '' });
          }
          if (type === 'previous') return trans('Go to previous page');
          if (type === 'next') return trans('Go to next page');
          if (type === 'first') return trans('Go to first page');
          return trans('Go to last page');
        }}
        renderItem={(item) =>
          item.page !== null &&
          !item.disabled &&
          item.type !== 'start-ellipsis' &&
          item.type !== 'end-ellipsis' ? (
            <PaginationItem
              component={RouterLink}
              to={{ search: pageSearch(search, item.page) }}
              {...item}
            />
          ) : (
            <PaginationItem {...item} />
          )
        }
        sx={{ '& .MuiPagination-ul': { justifyContent: 'center', rowGap: 1 } }}
      />
    </Box>
  );
}
