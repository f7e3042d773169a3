import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import type { Review, TitleCard } from '@common/catalogue/catalogue-types';
import { useAuth } from '@client/auth/use-auth';
import { LoadMoreButton } from '../shared/load-more-button';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { confirmAction } from '@client/ui/dialog/confirm-dialog';
import { useViewerState } from '../ratings/use-viewer-state';
import { EmptyState } from '../shared/empty-state';
import { RatingDistribution } from './rating-distribution';
import { SECTION_HEADING_SX, SECTION_SX } from './section-heading';
import { ReviewCard } from './review-card';
import { ReportMenu } from '../moderation/report-menu';
import { useNearViewport } from '../shared/use-near-viewport';
import { ReviewForm } from './review-form';
import { useDeleteReview, useTitleReviews, type ReviewOrder } from './use-title-reviews';
import { showErrorToast } from '@client/ui/toast/error-toast';

/** What the editor is open for: nothing, a new review, or an existing one. */
type Editing = null | 'new' | Review;

/**
 * The title page's reviews: the average and the distribution of member ratings, the reviews a
 * page at a time, and writing, editing and deleting your own.
 */
export function TitleReviewsSection({ title }: { title: TitleCard }) {
  const { trans } = useTrans();
  const { user, isLoggedIn, hasPermission } = useAuth();
  const [order, setOrder] = useState<ReviewOrder>('created_at:desc');
  const [editing, setEditing] = useState<Editing>(null);
  // below the fold: the reviews load when the visitor scrolls near them
  const [sectionRef, nearViewport] = useNearViewport<HTMLElement>();
  const reviews = useTitleReviews(title.id, order, nearViewport);
  const viewer = useViewerState(title.id, isLoggedIn);
  const remove = useDeleteReview(title.id);

  // the list renders as a transition: reviews arriving never hold up the visitor's input
  const data = useDeferredValue(reviews.data);
  const pages = data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const first = pages[0];
  const total = first?.total ?? 0;
  const ownReviewId = viewer.data?.review_id ?? items.find((r) => r.user.id === user?.id)?.id;
  const ownReview = items.find((review) => review.id === ownReviewId) ?? null;
  const canWrite = hasPermission('reviews.create');
  const isAdmin = hasPermission('admin');

  const deleteReview = async (review: Review) => {
    const confirmed = await confirmAction({
      title: 'Delete review',
      body: 'Are you sure you want to delete this review?',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        toast('Review deleted');
        if (editing !== null && editing !== 'new' && editing.id === review.id) setEditing(null);
      },
      onError: (error) => showErrorToast(error),
    });
  };

  const headingId = `reviews-${title.id}`;

  return (
    <Box component="section" ref={sectionRef} aria-labelledby={headingId} sx={SECTION_SX}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 3,
        }}
      >
        <Typography id={headingId} component="h2" sx={SECTION_HEADING_SX}>
          <Trans message="Reviews" />
          {total ? (
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, ml: 1 }}>
              {total.toLocaleString()}
            </Box>
          ) : null}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={trans('Sort by')}
            value={order}
            onChange={(event) => setOrder(event.target.value as ReviewOrder)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="created_at:desc">{trans('Newest')}</MenuItem>
            <MenuItem value="rating:desc">{trans('Highest rated')}</MenuItem>
          </TextField>
          {!isLoggedIn ? (
            <Button component={RouterLink} to="/login" variant="outlined">
              <Trans message="Sign in to write a review" />
            </Button>
          ) : null}
          {isLoggedIn && canWrite && !ownReviewId && editing === null ? (
            <Button
              variant="contained"
              startIcon={<RateReviewIcon />}
              onClick={() => setEditing('new')}
            >
              <Trans message="Write a review" />
            </Button>
          ) : null}
          {ownReview && editing === null ? (
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setEditing(ownReview)}
            >
              <Trans message="Edit your review" />
            </Button>
          ) : null}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minHeight: 300 }}>
          {first ? (
            <RatingDistribution distribution={first.rating_distribution} />
          ) : (
            <DistributionSkeleton />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          {editing !== null ? (
            <ReviewForm
              key={editing === 'new' ? 'new' : editing.id}
              titleId={title.id}
              review={editing === 'new' ? null : editing}
              initialRating={viewer.data?.rating ?? null}
              onDone={() => setEditing(null)}
            />
          ) : null}
          {!data && !reviews.isError ? <ReviewsSkeleton /> : null}
          {reviews.isError ? (
            <Typography role="alert" color="error">
              <Trans message="There was an issue loading this page" />
            </Typography>
          ) : null}
          {reviews.isSuccess && data && items.length === 0 ? (
            <EmptyState
              message="No reviews yet"
              description={canWrite ? 'Be the first to review this title.' : undefined}
            />
          ) : null}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {items.map((review) => {
              const mine = user !== null && review.user.id === user.id;
              if (editing !== null && editing !== 'new' && editing.id === review.id) return null;
              return (
                <ReviewCard
                  key={review.id}
                  review={review}
                  actions={
                    mine || isAdmin || isLoggedIn ? (
                      <>
                        {mine ? (
                          <Button
                            size="small"
                            startIcon={<EditIcon />}
                            onClick={() => setEditing(review)}
                          >
                            <Trans message="Edit" />
                          </Button>
                        ) : null}
                        {mine || isAdmin ? (
                          <Button
                            size="small"
                            color="error"
                            startIcon={<DeleteIcon />}
                            onClick={() => void deleteReview(review)}
                          >
                            <Trans message="Delete" />
                          </Button>
                        ) : null}
                        {!mine ? <ReportMenu kind="review" id={review.id} /> : null}
                      </>
                    ) : null
                  }
                />
              );
            })}
          </Box>
          <LoadMoreButton list={reviews} />
        </Box>
      </Box>
    </Box>
  );
}

function DistributionSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton variant="rounded" sx={{ width: 160, height: 52, mb: 2 }} />
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: 10, my: '9px' }} />
      ))}
    </Box>
  );
}

function ReviewsSkeleton() {
  const { trans } = useTrans();
  return (
    <Box
      role="status"
      aria-label={trans('Loading')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" sx={{ height: 150 }} />
      ))}
    </Box>
  );
}
