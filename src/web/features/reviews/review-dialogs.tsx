import { useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@shared/reviews';
import { textError } from '@shared/text';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useReviewAction, type OwnerReview } from './use-reviews';

export type DialogKind = 'reply' | 'report';

function problemOf(text: string, kind: DialogKind): string | undefined {
  const trimmed = text.trim();
  const limit = kind === 'reply' ? REVIEW_LIMITS.reply : REVIEW_LIMITS.reason;
  if (!trimmed)
    return kind === 'reply' ? REVIEW_MESSAGES.replyRequired : REVIEW_MESSAGES.reasonRequired;
  if (trimmed.length > limit)
    return kind === 'reply' ? REVIEW_MESSAGES.reply : REVIEW_MESSAGES.reason;
  return textError(text, { multiline: true }) ?? undefined;
}

/** Writing the public reply, or reporting the review to the Miadi team with a reason. */
export function ReviewDialog({
  review,
  kind,
  onClose,
}: {
  review: OwnerReview | null;
  kind: DialogKind;
  onClose: () => void;
}) {
  const [text, setText] = useState(kind === 'reply' ? (review?.ownerReply ?? '') : '');
  const [error, setError] = useState<string | undefined>();
  const action = useReviewAction();
  const limit = kind === 'reply' ? REVIEW_LIMITS.reply : REVIEW_LIMITS.reason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!review) return;
    const problem = problemOf(text, kind);
    if (problem) {
      setError(problem);
      return;
    }
    action.mutate(
      kind === 'reply'
        ? { kind: 'reply', id: review.id, reply: text.trim() }
        : { kind: 'report', id: review.id, reason: text.trim() },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open={review !== null} onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <DialogContent
        title={kind === 'reply' ? 'Reply to this review' : 'Report this review'}
        description={
          kind === 'reply'
            ? 'Your reply is public: it shows under the review on your booking page.'
            : 'The Miadi team reads your reason and decides whether the review stays up. A review is reported once.'
        }
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <Field
            label={kind === 'reply' ? 'Your reply' : 'Why should we look at it?'}
            error={error}
            hint={`${text.trim().length} / ${limit}`}
          >
            <Textarea
              rows={5}
              value={text}
              maxLength={limit + 50}
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              placeholder={
                kind === 'reply'
                  ? 'Thank you for visiting us...'
                  : 'For example: it insults a member of staff by name.'
              }
            />
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={kind === 'reply' ? 'primary' : 'danger'}
              disabled={action.isPending}
            >
              {action.isPending ? 'Saving...' : kind === 'reply' ? 'Save reply' : 'Report review'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
