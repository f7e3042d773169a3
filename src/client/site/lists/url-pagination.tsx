import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTrans } from '@client/i18n/trans';

/** The 1-based page number in the URL's ?page= (anything invalid is page 1). */
export function usePageParam(): number {
  const [searchParams] = useSearchParams();
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** API params for a page: page 1 sends none, so it matches the answer the server embedded. */
export function pageParams(page: number): { page?: number } {
  return page > 1 ? { page } : {};
}

/** Page links that keep the page in the URL (?page=n), so every page can be shared and reloaded. */
export function UrlPagination({ lastPage }: { lastPage: number }) {
  const page = usePageParam();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { trans } = useTrans();
  if (lastPage <= 1) return null;
  const hrefFor = (target: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (!target || target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <Box
      component="nav"
      aria-label={trans('Pagination')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Pagination
        page={Math.min(page, lastPage)}
        count={lastPage}
        siblingCount={1}
        boundaryCount={1}
        shape="rounded"
        getItemAriaLabel={(type, number, selected) => {
          if (type === 'page') {
            return selected
              ? trans('Page :page', { page: number ?? 1 })
              : trans('Go to page :page', { page: number ?? 1 });
          }
          if (type === 'previous') return trans('Go to previous page');
          if (type === 'next') return trans('Go to next page');
          return type === 'first' ? trans('Go to first page') : trans('Go to last page');
        }}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            component={RouterLink}
            to={hrefFor(item.page)}
            onClick={() => window.scrollTo({ top: 0 })}
          />
        )}
      />
    </Box>
  );
}
