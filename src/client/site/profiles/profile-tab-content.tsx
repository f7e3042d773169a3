import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type {
  Comment,
  PublicUser,
  Rating,
  Review,
  UserList,
} from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import { useAuth } from '@client/auth/use-auth';
import { Trans, useTrans } from '@client/i18n/trans';
import { RelativeTime } from '../comments/relative-time';
import { ListCard, ListGridSkeleton, LIST_GRID_SX } from '../lists/list-card';
import { pageParams, UrlPagination, usePageParam } from '../lists/url-pagination';
import { ReviewCard } from '../reviews/review-card';
import { STAR_COLOR } from '../ratings/star-color';
import { EmptyState } from '../shared/empty-state';
import { GridItem, PosterGrid } from '../shared/poster-grid';
import { GridSkeleton } from '../shared/skeletons';
import { TitleCard } from '../shared/title-card';
import { useApiQuery } from '../shared/use-api-query';
import { QueryErrorPage } from './query-error-page';
import type { ProfileTab } from './profile-tabs';
import { UserCard } from './user-card';

type TabItem = UserList | Rating | Review | Comment | PublicUser;

/** What an empty tab says: nothing was searched, so not spec 8's "matching your query". */
const EMPTY_TAB_MESSAGES: Record<ProfileTab, string> = {
  lists: 'No lists yet',
  ratings: 'No ratings yet',
  reviews: 'No reviews yet',
  comments: 'No comments yet',
  followers: 'No followers yet',
  'followed-users': 'Not following anyone yet',
};

/** One tab of a profile: its page of items from users/{id}/{tab}?page=, with pagination. */
export function ProfileTabContent({ userId, tab }: { userId: number; tab: ProfileTab }) {
  const page = usePageParam();
  const query = useApiQuery<PaginationResponse<TabItem>>(
    `users/${userId}/${tab}`,
    pageParams(page),
  );
  if (query.isPending) return <TabSkeleton tab={tab} />;
  if (query.isError) return <QueryErrorPage error={query.error} />;
  const { data, last_page } = query.data;
  if (data.length === 0) return <EmptyTab userId={userId} tab={tab} />;
  return (
    <>
      <TabItems tab={tab} items={data} />
      <UrlPagination lastPage={last_page} />
    </>
  );
}

function TabItems({ tab, items }: { tab: ProfileTab; items: TabItem[] }) {
  const { trans } = useTrans();
  switch (tab) {
    case 'lists':
      return (
        <Box component="ul" sx={LIST_GRID_SX}>
          {(items as UserList[]).map((list) => (
            <li key={list.id}>
              <ListCard list={list} />
            </li>
          ))}
        </Box>
      );
    case 'ratings':
      return (
        <PosterGrid label={trans('Ratings')}>
          {(items as Rating[]).map((rating) => (
            <GridItem key={rating.id}>
              <TitleCard title={rating.title} />
              <Typography
                variant="body2"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
              >
                <StarIcon aria-hidden sx={{ color: STAR_COLOR, fontSize: 16 }} />
                <Trans message="Rated :rating" values={{ rating: rating.rating }} />
              </Typography>
            </GridItem>
          ))}
        </PosterGrid>
      );
    case 'reviews':
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 900 }}>
          {(items as Review[]).map((review) => (
            <ReviewCard key={review.id} review={review} showTitle />
          ))}
        </Box>
      );
    case 'comments':
      return (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
            maxWidth: 900,
          }}
        >
          {(items as Comment[]).map((comment) => (
            <ProfileComment key={comment.id} comment={comment} />
          ))}
        </Box>
      );
    default:
      return (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(auto-fill, minmax(240px, 1fr))',
            },
          }}
        >
          {(items as PublicUser[]).map((user) => (
            <li key={user.id}>
              <UserCard user={user} />
            </li>
          ))}
        </Box>
      );
  }
}

function EmptyTab({ userId, tab }: { userId: number; tab: ProfileTab }) {
  const { user, hasPermission } = useAuth();
  const ownLists = tab === 'lists' && user?.id === userId && hasPermission('lists.create');
  return (
    <EmptyState
      message={EMPTY_TAB_MESSAGES[tab]}
      action={
        ownLists ? (
          <Button component={RouterLink} to="/lists/new" variant="contained">
            <Trans message="Create a list" />
          </Button>
        ) : undefined
      }
    />
  );
}

function ProfileComment({ comment }: { comment: Comment }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {comment.commentable ? (
          <>
            <Trans message="On" />{' '}
            <Link component={RouterLink} to={comment.commentable.url} sx={{ fontWeight: 600 }}>
              {comment.commentable.name}
            </Link>
            {' · '}
          </>
        ) : null}
        <RelativeTime date={comment.created_at} />
      </Typography>
      {comment.deleted ? (
        <Typography sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          <Trans message="Comment deleted" />
        </Typography>
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Typography>
      )}
    </Box>
  );
}

/** A tab's skeleton; without a tab (not chosen yet), plain rows. */
export function TabSkeleton({ tab }: { tab?: ProfileTab }) {
  const { trans } = useTrans();
  if (tab === 'lists') return <ListGridSkeleton />;
  if (tab === 'ratings') return <GridSkeleton />;
  return (
    <Box
      role="status"
      aria-label={trans('Loading')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          sx={{ height: tab === 'followers' || tab === 'followed-users' ? 74 : 120 }}
        />
      ))}
    </Box>
  );
}
