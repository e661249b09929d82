import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { OwnerReplySchema, REVIEW_LIMITS, ReviewReportSchema } from '@shared/reviews';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useReviewAction, type OwnerReview } from './use-reviews';

export type DialogKind = 'reply' | 'report';

interface DialogProps {
  review: OwnerReview;
  onClose: () => void;
}

// room past the limit, so a long paste shows the limit's message instead of being cut silently
const OVERTYPE = 50;

/** The public reply: checked by the same schema as the API's, with its messages. */
function ReplyDialog({ review, onClose }: DialogProps) {
  const action = useReviewAction();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(OwnerReplySchema),
    defaultValues: { reply: review.ownerReply ?? '' },
  });
  const reply = useWatch({ control, name: 'reply' });
  const save = handleSubmit((input) =>
    action.mutate({ kind: 'reply', id: review.id, reply: input.reply }, { onSuccess: onClose }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title="Reply to this review"
      description="Your reply is public: it shows under the review on your booking page."
      confirmLabel="Save reply"
      pendingLabel="Saving..."
      tone="primary"
      isPending={action.isPending}
      onConfirm={() => void save()}
    >
      <Field
        label="Your reply"
        error={formState.errors.reply?.message}
        hint={`${reply.trim().length} / ${REVIEW_LIMITS.reply}`}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.reply + OVERTYPE}
          placeholder="Thank you for visiting us..."
          {...register('reply')}
        />
      </Field>
    </ConfirmDialog>
  );
}

/** Reporting the review to the Miadi team, with a reason the API checks the same way. */
function ReportDialog({ review, onClose }: DialogProps) {
  const action = useReviewAction();
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ReviewReportSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const report = handleSubmit((input) =>
    action.mutate({ kind: 'report', id: review.id, reason: input.reason }, { onSuccess: onClose }),
  );
  return (
    <ConfirmDialog
      open
      onOpenChange={(isOpen) => (isOpen ? null : onClose())}
      title="Report this review"
      description="The Miadi team reads your reason and decides whether the review stays up. A review is reported once."
      confirmLabel="Report review"
      pendingLabel="Saving..."
      isPending={action.isPending}
      onConfirm={() => void report()}
    >
      <Field
        label="Why should we look at it?"
        error={formState.errors.reason?.message}
        hint={`${reason.trim().length} / ${REVIEW_LIMITS.reason}`}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.reason + OVERTYPE}
          placeholder="For example: it insults a member of staff by name."
          {...register('reason')}
        />
      </Field>
    </ConfirmDialog>
  );
}

/** Writing the public reply, or reporting the review to the Miadi team with a reason. */
export function ReviewDialog({ kind, ...props }: DialogProps & { kind: DialogKind }) {
  return kind === 'reply' ? <ReplyDialog {...props} /> : <ReportDialog {...props} />;
}
