import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Review } from '@common/catalogue/catalogue-types';
import { useFormErrors } from '@client/auth/form/use-form-errors';
import { Trans, useTrans } from '@client/i18n/trans';
import { toast } from '@client/ui/toast/toast-store';
import { StarRatingInput } from '../ratings/star-rating-input';
import { useSaveReview, type ReviewInput } from './use-title-reviews';
import { showErrorToast } from '@client/ui/toast/error-toast';

const FIELDS = ['rating', 'headline', 'body'] as const;

interface ReviewFormProps {
  titleId: number;
  /** The review being edited; none to write a new one. */
  review: Review | null;
  /** Starting score for a new review: the viewer's rating. */
  initialRating: number | null;
  onDone: () => void;
}

/** Write or edit your review: a score, an optional headline and the text; 422s go onto fields. */
export function ReviewForm({ titleId, review, initialRating, onDone }: ReviewFormProps) {
  const { trans } = useTrans();
  const headingId = useId();
  const [input, setInput] = useState<ReviewInput>({
    rating: review?.rating ?? initialRating,
    headline: review?.headline ?? '',
    body: review?.body ?? '',
  });
  const errors = useFormErrors(FIELDS, {
    onOtherError: (error) => showErrorToast(error),
  });
  const save = useSaveReview(titleId);
  const ratingError = errors.errors.rating;
  const ratingHelpId = `${errors.fieldId('rating')}-help`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    save.mutate(
      { id: review?.id ?? null, input },
      {
        onSuccess: () => {
          toast(review ? 'Review updated' : 'Review published');
          onDone();
        },
        onError: errors.setFromError,
      },
    );
  };

  const change = <K extends keyof ReviewInput>(field: K, value: ReviewInput[K]) => {
    setInput((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, border: 1, borderColor: 'divider', mb: 3 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 18, mb: 2 }}>
        <Trans message={review ? 'Edit your review' : 'Write a review'} />
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <Trans message="Your rating" />
      </Typography>
      <StarRatingInput
        id={errors.fieldId('rating')}
        value={input.rating}
        onChange={(value) => change('rating', value)}
        label={trans('Your rating')}
        error={Boolean(ratingError)}
        describedBy={ratingError ? ratingHelpId : undefined}
      />
      {ratingError ? (
        <FormHelperText error id={ratingHelpId}>
          {trans(ratingError)}
        </FormHelperText>
      ) : null}
      <TextField
        {...errors.fieldProps('headline')}
        label={trans('Headline')}
        value={input.headline}
        onChange={(event) => change('headline', event.target.value)}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        {...errors.fieldProps('body')}
        label={trans('Review')}
        value={input.body}
        onChange={(event) => change('body', event.target.value)}
        required
        fullWidth
        multiline
        minRows={5}
        sx={{ mt: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          <Trans message={review ? 'Update review' : 'Publish review'} />
        </Button>
      </Box>
    </Box>
  );
}
