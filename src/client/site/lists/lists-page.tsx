import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { UserList } from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { useUserWorkspaces } from '@client/workspaces/use-active-workspace';
import { QueryErrorPage } from '../profiles/query-error-page';
import { AdSlot } from '../shared/ad-slot';
import { EmptyState } from '../shared/empty-state';
import { useApiQuery } from '../shared/use-api-query';
import { ListCard, ListGridSkeleton, LIST_GRID_SX } from './list-card';
import { pageParams, UrlPagination, usePageParam } from './url-pagination';

/** Route /lists (login required): the viewer's lists as cards, with 'New list'. */
export function ListsPage() {
  const { trans } = useTrans();
  const { hasPermission } = useAuth();
  const page = usePageParam();
  const lists = useApiQuery<PaginationResponse<UserList>>('lists', pageParams(page));
  useDocumentTitle(trans('Your lists'));
  const canCreate = hasPermission('lists.create');
  // lists are per workspace (issue 17): say which space these are
  const { active: workspace } = useUserWorkspaces();

  if (lists.isError) return <QueryErrorPage error={lists.error} />;
  const newListButton = canCreate ? (
    <Button component={RouterLink} to="/lists/new" variant="contained" startIcon={<AddIcon />}>
      <Trans message="New list" />
    </Button>
  ) : null;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <AdSlot slot="general_top" />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 3, md: 4 },
          flexWrap: 'wrap',
        }}
      >
        <Box>
          <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 36 } }}>
            <Trans message="Your lists" />
          </Typography>
          {workspace && workspace.id !== 0 ? (
            <Typography color="text.secondary">
              <Trans message="In workspace :name" values={{ name: workspace.name }} />
            </Typography>
          ) : null}
          {lists.data ? (
            <Typography color="text.secondary">
              <Trans message=":count list |||| :count lists" values={{ count: lists.data.total }} />
            </Typography>
          ) : null}
        </Box>
        {newListButton}
      </Box>
      {lists.isPending ? <ListGridSkeleton /> : null}
      {lists.data && lists.data.data.length === 0 ? (
        <EmptyState
          message="No lists yet"
          description="Create a list to collect titles and share them."
          action={newListButton}
        />
      ) : null}
      {lists.data && lists.data.data.length > 0 ? (
        <>
          <Box component="ul" aria-label={trans('Your lists')} sx={LIST_GRID_SX}>
            {lists.data.data.map((list) => (
              <li key={list.id}>
                <ListCard list={list} />
              </li>
            ))}
          </Box>
          <UrlPagination lastPage={lists.data.last_page} />
        </>
      ) : null}
      <AdSlot slot="general_bottom" />
    </Container>
  );
}
