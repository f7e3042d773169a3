import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, FunctionField } from 'react-admin';
import type { ReviewRecord } from '@common/api/reviews';
import { useTrans } from '@client/i18n/trans';
import { AuthorCell } from '../community/author-cell';
import { TitleCommunityList } from '../community/title-community-list';
import { ModerationBulkActions } from '../moderation/moderation-bulk-actions';
import { ModerationRowMenu } from '../moderation/moderation-row-menu';
import { ModerationStateCell } from '../moderation/moderation-state-cell';

function ReviewText({ review }: { review: ReviewRecord }) {
  return (
    <Box sx={{ maxWidth: 560, minWidth: 0 }}>
      {review.headline && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {review.headline}
        </Typography>
      )}
      <Typography
        variant="body2"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {review.body}
      </Typography>
    </Box>
  );
}

/**
 * The reviews of a title, reported first then newest: author, rating, text, state and date;
 * moderated singly or in bulk as in /admin/reviews (the members keep their ratings).
 */
export function TitleReviewsTab({ titleId }: { titleId: number }) {
  const { trans } = useTrans();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <TitleCommunityList<ReviewRecord>
      resource="reviews"
      titleId={titleId}
      emptyText={trans('This title has no reviews yet.')}
    >
      <DataTable rowClick={false} bulkActionButtons={<ModerationBulkActions resource="reviews" />}>
        {!small && (
          <DataTable.Col label={trans('Author')} disableSort>
            <FunctionField<ReviewRecord> render={(review) => <AuthorCell user={review.user} />} />
          </DataTable.Col>
        )}
        {!small && (
          <DataTable.Col label={trans('Rating')} disableSort>
            <FunctionField<ReviewRecord>
              render={(review) => trans(':rating/10', { rating: review.rating })}
            />
          </DataTable.Col>
        )}
        <DataTable.Col label={trans('Review')} disableSort>
          <FunctionField<ReviewRecord>
            render={(review) => (
              <>
                {/* phones show the author and rating above the text instead of in columns */}
                {small && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                    <AuthorCell user={review.user} />
                    <Typography variant="body2" color="text.secondary">
                      {trans(':rating/10', { rating: review.rating })}
                    </Typography>
                  </Box>
                )}
                <ReviewText review={review} />
              </>
            )}
          />
        </DataTable.Col>
        {!small && (
          <DataTable.Col label={trans('Date')} disableSort>
            <DateField source="created_at" />
          </DataTable.Col>
        )}
        <DataTable.Col label={trans('State')} disableSort>
          <ModerationStateCell />
        </DataTable.Col>
        <DataTable.Col label={small ? '' : trans('Actions')} disableSort>
          <ModerationRowMenu resource="reviews" />
        </DataTable.Col>
      </DataTable>
    </TitleCommunityList>
  );
}
