import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { REVIEW_LIMITS, ReviewInputSchema } from '@shared/reviews';
import { formatLongDay } from '@shared/format/dates';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ApiRequestError, droppedMessage } from '../../lib/api-error';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { reviewApi, type ReviewLinkView } from './review-api';
import { StarPicker, Stars } from './stars';
import { reviewText } from './messages/review-screens';

// room past the limit, so a long paste shows the limit's message instead of being cut silently
const OVERTYPE = 50;

function SavedReview({ view, onEdit }: { view: ReviewLinkView; onEdit: () => void }) {
  const { booking, review } = view;
  return (
    <div className="grid gap-4 text-center">
      <CheckCircle2 className="mx-auto size-12 text-brand-600" aria-hidden />
      <h2 className="text-xl font-semibold">{reviewText('form.thanks')}</h2>
      {review ? <Stars rating={review.rating} className="mx-auto" /> : null}
      {review?.comment ? (
        <p className="whitespace-pre-line break-words text-muted">{review.comment}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link href={`/book/${booking.businessId}`} className={buttonClass('primary', 'lg')}>
          {reviewText('form.see', { business: booking.businessName })}
        </Link>
        {view.canWrite ? (
          <Button variant="outline" size="lg" onClick={onEdit}>
            {reviewText('form.edit')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ClosedReview({ view }: { view: ReviewLinkView }) {
  const { review } = view;
  return (
    <div className="grid gap-4">
      <Alert
        tone="info"
        title={review ? reviewText('form.yourReview') : reviewText('form.notOpen')}
      >
        {view.closedMessage}
      </Alert>
      {review ? (
        <div className="grid gap-2">
          <Stars rating={review.rating} />
          {review.comment ? (
            <p className="whitespace-pre-line break-words">{review.comment}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The client's rating and comment, checked by the same schema and messages as the API's. */
export function ReviewForm({ token, view }: { token: string; view: ReviewLinkView }) {
  const [current, setCurrent] = useState(view);
  const [isSaved, setSaved] = useState(false);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: { rating: view.review?.rating ?? 0, comment: view.review?.comment ?? '' },
  });
  const rating = useWatch({ control, name: 'rating' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async (input) => {
    try {
      setCurrent(
        await reviewApi.save(token, { rating: input.rating, comment: input.comment ?? '' }),
      );
      setSaved(true);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status < 500) {
        if (!applyServerFieldErrors(failure, setError))
          setError('root', { message: failure.message });
      } else if (failure instanceof ApiRequestError) {
        setError('root', { message: reviewText('form.saveFailed') });
      } else setError('root', { message: droppedMessage() });
    }
  });

  if (isSaved && current.review)
    return <SavedReview view={current} onEdit={() => setSaved(false)} />;
  if (!current.canWrite) return <ClosedReview view={current} />;

  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-5" noValidate>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">{reviewText('form.how')}</p>
        <StarPicker
          value={rating}
          onChange={(chosen) => setValue('rating', chosen, { shouldValidate: !!errors.rating })}
          disabled={isSubmitting}
        />
        {errors.rating?.message ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errors.rating.message}
          </p>
        ) : null}
      </div>
      <Field
        label={reviewText('form.comment')}
        error={errors.comment?.message}
        hint={reviewText('form.count', {
          count: comment.trim().length,
          max: REVIEW_LIMITS.comment,
        })}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.comment + OVERTYPE}
          placeholder={reviewText('form.placeholder')}
          {...register('comment')}
        />
      </Field>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      {current.review && current.editableUntil ? (
        <p className="text-sm text-muted">
          {reviewText('form.until', { day: formatLongDay(current.editableUntil.slice(0, 10)) })}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" /> : null}
        {current.review ? reviewText('form.update') : reviewText('form.submit')}
      </Button>
    </form>
  );
}
