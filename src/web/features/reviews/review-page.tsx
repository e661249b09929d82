import { useState, type FormEvent } from 'react';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { REVIEW_LIMITS } from '@shared/reviews';
import { textError } from '@shared/text';
import { Logo } from '../../components/logo';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { buttonClass } from '../../components/ui/button-styles';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { ApiRequestError, DROPPED_MESSAGE } from '../../lib/api-error';
import { formatLongDay } from '@shared/format/dates';
import { useLoaded } from './load';
import { reviewApi, type ReviewLinkView } from './review-api';
import { StarPicker, Stars } from './stars';

function ReviewForm({ token, view }: { token: string; view: ReviewLinkView }) {
  const [current, setCurrent] = useState(view);
  const [rating, setRating] = useState(view.review?.rating ?? 0);
  const [comment, setComment] = useState(view.review?.comment ?? '');
  const [error, setError] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [isSaving, setSaving] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const { booking, review } = current;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      rating: rating ? undefined : 'Please choose a rating from 1 to 5 stars',
      comment:
        textError(comment, { multiline: true }) ??
        (comment.trim().length > REVIEW_LIMITS.comment
          ? `The comment must be at most ${REVIEW_LIMITS.comment} characters`
          : undefined),
    };
    setError(problems);
    if (problems.rating || problems.comment) return;
    setSaving(true);
    try {
      setCurrent(await reviewApi.save(token, { rating, comment }));
      setSaved(true);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status < 500) {
        setError({
          rating: failure.fields?.rating,
          comment: failure.fields?.comment,
          form: failure.fields ? undefined : failure.message,
        });
      } else if (failure instanceof ApiRequestError) {
        setError({ form: 'We could not save your review. Please try again.' });
      } else setError({ form: DROPPED_MESSAGE });
    } finally {
      setSaving(false);
    }
  };

  if (isSaved && review) {
    return (
      <div className="grid gap-4 text-center">
        <CheckCircle2 className="mx-auto size-12 text-brand-600" aria-hidden />
        <h2 className="text-xl font-semibold">Thank you for your review!</h2>
        <Stars rating={review.rating} className="mx-auto" />
        {review.comment ? (
          <p className="whitespace-pre-line break-words text-muted">{review.comment}</p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link href={`/book/${booking.businessId}`} className={buttonClass('primary', 'lg')}>
            See {booking.businessName}
          </Link>
          {current.canWrite ? (
            <Button variant="outline" size="lg" onClick={() => setSaved(false)}>
              Edit my review
            </Button>
          ) : null}
        </div>
      </div>
    );
  }

  if (!current.canWrite) {
    return (
      <div className="grid gap-4">
        <Alert tone="info" title={review ? 'Your review' : 'Reviews are not open yet'}>
          {current.closedMessage}
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

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5" noValidate>
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">How was your visit?</p>
        <StarPicker value={rating} onChange={setRating} disabled={isSaving} />
        {error.rating ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error.rating}
          </p>
        ) : null}
      </div>
      <Field
        label="Your comment (optional)"
        error={error.comment}
        hint={`${comment.trim().length} / ${REVIEW_LIMITS.comment} characters`}
      >
        <Textarea
          rows={5}
          value={comment}
          maxLength={REVIEW_LIMITS.comment + 50}
          onChange={(event) => setComment(event.target.value)}
          placeholder="What went well? What could be better?"
        />
      </Field>
      {error.form ? <Alert tone="error">{error.form}</Alert> : null}
      {review && current.editableUntil ? (
        <p className="text-sm text-muted">
          You can change your review until {formatLongDay(current.editableUntil.slice(0, 10))}.
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSaving}>
        {isSaving ? <Loader2 className="animate-spin" /> : null}
        {review ? 'Update review' : 'Submit review'}
      </Button>
    </form>
  );
}

/** /b/{token}/review: the client rates a completed visit, with no account. */
export function ReviewPage() {
  const { token = '' } = useParams<{ token?: string }>();
  const loaded = useLoaded(token, reviewApi.link);
  if (loaded.state === 'error') {
    const isMissing = loaded.error instanceof ApiRequestError && loaded.error.status === 404;
    return (
      <main className="mx-auto grid min-h-dvh max-w-md content-center justify-items-center gap-3 px-6 py-16 text-center">
        <title>Review link - Miadi</title>
        <h1 className="text-2xl font-bold tracking-tight">
          {isMissing ? 'Invalid Review Link' : 'Unable to load'}
        </h1>
        <p className="text-muted">
          {isMissing
            ? 'This review link is not valid. Check the link you were sent.'
            : 'We could not load your booking. Please try again.'}
        </p>
        <Link href="/discover" className={buttonClass('primary', 'lg')}>
          Browse All Businesses
        </Link>
      </main>
    );
  }
  const view = loaded.state === 'ready' ? loaded.data : null;
  return (
    <div className="min-h-dvh bg-raised/40">
      <title>
        {view ? `Review ${view.booking.businessName} - Miadi` : 'Leave a review - Miadi'}
      </title>
      <header className="mx-auto flex h-14 max-w-xl items-center px-4">
        <Logo />
      </header>
      <main className="mx-auto grid max-w-xl gap-4 px-4 pb-16">
        {view ? (
          <Card>
            <CardContent className="grid gap-6 pt-6">
              <div>
                <p className="text-sm text-muted">Your visit to</p>
                <h1 className="text-2xl font-bold tracking-tight break-words">
                  {view.booking.businessName}
                </h1>
                <p className="mt-1 text-sm text-muted">
                  {view.booking.serviceName} · {formatLongDay(view.booking.date)},{' '}
                  {view.booking.time}
                </p>
              </div>
              <ReviewForm token={token} view={view} />
            </CardContent>
          </Card>
        ) : (
          <p className="flex items-center justify-center gap-2 py-24 text-muted">
            <Loader2 className="size-5 animate-spin" aria-hidden /> Loading your booking...
          </p>
        )}
      </main>
    </div>
  );
}
