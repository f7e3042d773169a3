import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { TitleCard as TitleCardData } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { apiClient } from '@client/http/api-client';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { toast } from '@client/ui/toast/toast-store';
import { pageParams, UrlPagination, usePageParam } from '../lists/url-pagination';
import { QueryErrorPage } from '../profiles/query-error-page';
import { viewerStatePath } from '../ratings/use-viewer-state';
import { AdSlot } from '../shared/ad-slot';
import { EmptyState } from '../shared/empty-state';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { GridSkeleton } from '../shared/skeletons';
import { TitleCard } from '../shared/title-card';
import { apiQueryKey, useApiQuery } from '../shared/use-api-query';
import { showErrorToast } from '@client/ui/toast/error-toast';

type WatchlistPage = PaginationResponse<TitleCardData>;

/** Takes a title off the watchlist page at once; puts it back if the server refuses. */
function useRemoveFromWatchlist(params: Record<string, unknown>) {
  const queryClient = useQueryClient();
  const key = apiQueryKey('watchlist', params);
  return useMutation({
    mutationFn: (title: TitleCardData) => apiClient.delete(`watchlist/${title.id}`),
    onMutate: async (title) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WatchlistPage>(key);
      if (previous) {
        queryClient.setQueryData<WatchlistPage>(key, {
          ...previous,
          data: previous.data.filter((item) => item.id !== title.id),
          total: Math.max(0, previous.total - 1),
        });
      }
      return { previous };
    },
    onError: (error, _title, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showErrorToast(error);
    },
    onSuccess: (_answer, title) => {
      toast('Removed :name from your watchlist', { values: { name: title.name } });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(viewerStatePath(title.id)) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiQueryKey('watchlist') }),
  });
}

/** Route /watchlist (login required): the titles the viewer keeps, with remove buttons. */
export function WatchlistPage() {
  const { trans } = useTrans();
  const page = usePageParam();
  const params = pageParams(page);
  const watchlist = useApiQuery<WatchlistPage>('watchlist', params);
  const remove = useRemoveFromWatchlist(params);
  useDocumentTitle(trans('Your watchlist'));

  if (watchlist.isError) return <QueryErrorPage error={watchlist.error} />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <AdSlot slot="general_top" />
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
          <Trans message="Your watchlist" />
        </Typography>
        {watchlist.data ? (
          <Typography color="text.secondary">
            <Trans
              message=":count title |||| :count titles"
              values={{ count: watchlist.data.total }}
            />
          </Typography>
        ) : null}
      </Box>
      {watchlist.isPending ? <GridSkeleton /> : null}
      {watchlist.data && watchlist.data.data.length === 0 ? (
        <EmptyState
          message="Your watchlist is empty"
          description="Titles you add to your watchlist will show up here."
          action={
            <Button component={RouterLink} to="/movies" variant="outlined">
              <Trans message="Browse movies" />
            </Button>
          }
        />
      ) : null}
      {watchlist.data && watchlist.data.data.length > 0 ? (
        <>
          <PosterGrid label={trans('Your watchlist')}>
            {watchlist.data.data.map((title, index) => (
              <GridItem key={title.id}>
                <Box sx={{ position: 'relative' }}>
                  <TitleCard title={title} eager={index < 6} />
                  <IconButton
                    size="small"
                    aria-label={trans('Remove :name from your watchlist', { name: title.name })}
                    onClick={() => remove.mutate(title)}
                    sx={{
                      position: 'absolute',
                      top: 6,
                      right: 6,
                      bgcolor: 'rgba(0,0,0,0.6)',
                      color: '#fff',
                      '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                    }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              </GridItem>
            ))}
          </PosterGrid>
          <UrlPagination lastPage={watchlist.data.last_page} />
        </>
      ) : null}
      <AdSlot slot="general_bottom" />
    </Container>
  );
}
