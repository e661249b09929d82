import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { OwnerReplySchema, REVIEW_LIMITS, ReviewReportSchema } from '@shared/reviews';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { useReviewAction, type OwnerReview } from './use-reviews';
import { reviewText } from './messages/review-screens';

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
      title={reviewText('reply.title')}
      description={reviewText('reply.description')}
      confirmLabel={reviewText('reply.save')}
      pendingLabel={reviewText('saving')}
      tone="primary"
      isPending={action.isPending}
      onConfirm={() => void save()}
    >
      <Field
        label={reviewText('reply.label')}
        error={formState.errors.reply?.message}
        hint={`${reply.trim().length} / ${REVIEW_LIMITS.reply}`}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.reply + OVERTYPE}
          placeholder={reviewText('reply.placeholder')}
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
      title={reviewText('report.title')}
      description={reviewText('report.description')}
      confirmLabel={reviewText('report.confirm')}
      pendingLabel={reviewText('saving')}
      isPending={action.isPending}
      onConfirm={() => void report()}
    >
      <Field
        label={reviewText('report.label')}
        error={formState.errors.reason?.message}
        hint={`${reason.trim().length} / ${REVIEW_LIMITS.reason}`}
      >
        <Textarea
          rows={5}
          maxLength={REVIEW_LIMITS.reason + OVERTYPE}
          placeholder={reviewText('report.placeholder')}
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
