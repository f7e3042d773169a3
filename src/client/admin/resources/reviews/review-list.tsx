import { FunctionField } from 'react-admin';
import type { ModeratedReview } from '@common/api/moderation';
import { useTrans } from '@client/i18n/trans';
import { ModeratedText } from '../moderation/moderated-text';
import { ModerationList } from '../moderation/moderation-list';

/** /admin/reviews: every review of the site, reported first. */
export function ReviewList() {
  const { trans } = useTrans();
  return (
    <ModerationList<ModeratedReview>
      resource="reviews"
      title="Reviews"
      emptyText="No reviews yet."
      fullText={(review) => [review.headline, review.body].filter(Boolean).join('\n\n')}
    >
      <FunctionField<ModeratedReview>
        render={(review) => (
          <ModeratedText
            headline={`${trans(':rating/10', { rating: review.rating })}${review.headline ? ` · ${review.headline}` : ''}`}
            text={review.body}
            about={review.title}
          />
        )}
      />
    </ModerationList>
  );
}
