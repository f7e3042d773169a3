import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ListPageResponse } from '@common/catalogue/catalogue-types';
import { listUrl, profileUrl } from '@common/catalogue/catalogue-urls';
import { useBootstrapData } from '@client/app/bootstrap-store';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { useDocumentTitle } from '@client/seo/use-document-title';
import { PublicUserAvatar } from '../profiles/public-user-avatar';
import { QueryErrorPage } from '../profiles/query-error-page';
import { AdSlot } from '../shared/ad-slot';
import { EmptyState } from '../shared/empty-state';
import { visuallyHidden } from '@client/ui/visually-hidden';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { GridSkeleton } from '../shared/skeletons';
import { TitleCard } from '../shared/title-card';
import { useApiQuery } from '../shared/use-api-query';
import { ListVisibilityBadge } from './list-card';
import { pageParams, UrlPagination, usePageParam } from './url-pagination';

/** Route lists/:slugOrId: a list's page (spec 2.8), its titles in a grid, 'Edit' for its owner. */
export function ListPage() {
  const { slugOrId = '' } = useParams();
  const { trans } = useTrans();
  const { user } = useAuth();
  const siteName = useBootstrapData().settings.branding.site_name;
  const page = usePageParam();
  const query = useApiQuery<ListPageResponse>(`lists/${slugOrId}`, pageParams(page));
  const list = query.data?.list;
  useDocumentTitle(list?.name);

  if (query.isError) return <QueryErrorPage error={query.error} />;
  const isOwner = list !== undefined && user !== null && list.user.id === user.id;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <AdSlot slot="general_top" />
      {list ? (
        <Box
          component="header"
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            mb: { xs: 3, md: 4 },
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 420px' }}>
            <Typography
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: 28, md: 40 }, lineHeight: 1.15 }}
            >
              {list.name}
            </Typography>
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}
            >
              {list.site ? (
                // one of the site's own lists: credited to the site, not the admin who made it
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  <Trans message="By :name" values={{ name: siteName }} />
                </Typography>
              ) : (
                <Link
                  component={RouterLink}
                  to={profileUrl(list.user)}
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
                >
                  <PublicUserAvatar user={list.user} size={28} />
                  <span>
                    <Trans message="By :name" values={{ name: list.user.name }} />
                  </span>
                </Link>
              )}
              <Typography color="text.secondary" component="span">
                <Trans
                  message=":count title |||| :count titles"
                  values={{ count: list.items_count }}
                />
              </Typography>
              <ListVisibilityBadge isPublic={list.public} />
            </Box>
            {list.description ? (
              <Typography
                color="text.secondary"
                sx={{ mt: 2, maxWidth: 820, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {list.description}
              </Typography>
            ) : null}
          </Box>
          {isOwner ? (
            <Button
              component={RouterLink}
              to={`${listUrl(list)}/edit`}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              <Trans message="Edit" />
            </Button>
          ) : null}
        </Box>
      ) : (
        <Box aria-hidden sx={{ mb: { xs: 3, md: 4 } }}>
          <Skeleton
            variant="text"
            sx={{ fontSize: { xs: 28, md: 40 }, width: 360, maxWidth: '80%' }}
          />
          <Skeleton variant="text" sx={{ fontSize: 16, width: 240, mt: 1.5 }} />
        </Box>
      )}
      {query.isPending ? <GridSkeleton /> : null}
      {query.data && query.data.items.data.length === 0 ? (
        <EmptyState
          message="This list has no titles yet"
          action={
            isOwner && list ? (
              <Button component={RouterLink} to={`${listUrl(list)}/edit`} variant="contained">
                <Trans message="Add titles" />
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {query.data && query.data.items.data.length > 0 ? (
        <>
          <Box component="h2" sx={visuallyHidden}>
            <Trans message="Titles" />
          </Box>
          <PosterGrid label={trans('Titles')}>
            {query.data.items.data.map((title, index) => (
              <GridItem key={title.list_item_id}>
                <TitleCard title={title} eager={index < 6} />
              </GridItem>
            ))}
          </PosterGrid>
          <UrlPagination lastPage={query.data.items.last_page} />
        </>
      ) : null}
      <AdSlot slot="general_bottom" />
    </Container>
  );
}
