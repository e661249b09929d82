import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { plainText } from './plain-text';
import { isUuid } from './uuid';
import { reviewRules } from './messages/review-rules';

/** Limits of a client's review and of what the owner and the admins add to it (docs/decisions/0037). */
export const REVIEW_LIMITS = {
  comment: 1000,
  reply: 1000,
  reason: TEXT_LIMITS.notes,
  /** A review may be changed for this many days after it was first written. */
  editDays: 7,
  publicPage: 6,
  ownerPage: 20,
  reportedShown: 50,
} as const;

/** The reviews' messages, for the API and the screens alike. */
export const REVIEW_MESSAGES = {
  get linkNotFound() {
    return reviewRules('linkNotFound');
  },
  get reviewNotFound() {
    return reviewRules('reviewNotFound');
  },
  get notCompleted() {
    return reviewRules('notCompleted');
  },
  get editClosed() {
    return reviewRules('editClosed', { days: REVIEW_LIMITS.editDays });
  },
  get hidden() {
    return reviewRules('hidden');
  },
  get rating() {
    return reviewRules('rating');
  },
  get comment() {
    return reviewRules('comment', { max: REVIEW_LIMITS.comment });
  },
  get replyRequired() {
    return reviewRules('replyRequired');
  },
  get reply() {
    return reviewRules('reply', { max: REVIEW_LIMITS.reply });
  },
  get reasonRequired() {
    return reviewRules('reasonRequired');
  },
  get reason() {
    return reviewRules('reason', { max: REVIEW_LIMITS.reason });
  },
  get alreadyReported() {
    return reviewRules('alreadyReported');
  },
  get notWaiting() {
    return reviewRules('notWaiting');
  },
  get cursor() {
    return reviewRules('cursor');
  },
};

export const REVIEW_TOASTS = {
  get saved() {
    return reviewRules('toast.saved');
  },
  get replySaved() {
    return reviewRules('toast.replySaved');
  },
  get replyRemoved() {
    return reviewRules('toast.replyRemoved');
  },
  get reported() {
    return reviewRules('toast.reported');
  },
  get hidden() {
    return reviewRules('toast.hidden');
  },
  get kept() {
    return reviewRules('toast.kept');
  },
  get failed() {
    return reviewRules('toast.failed');
  },
  get loadFailed() {
    return reviewRules('toast.loadFailed');
  },
};

export const ReviewInputSchema = z.object(
  {
    rating: z
      .number({ error: () => REVIEW_MESSAGES.rating })
      .check(
        z.int({ error: () => REVIEW_MESSAGES.rating }),
        z.gte(1, { error: () => REVIEW_MESSAGES.rating }),
        z.lte(5, { error: () => REVIEW_MESSAGES.rating }),
      ),
    comment: z.optional(
      z.nullable(
        z
          .string({ error: () => REVIEW_MESSAGES.comment })
          .check(
            z.trim(),
            plainText({ multiline: true }),
            z.maxLength(REVIEW_LIMITS.comment, { error: () => REVIEW_MESSAGES.comment }),
          ),
      ),
    ),
  },
  { error: () => REVIEW_MESSAGES.rating },
);
export type ReviewInput = z.output<typeof ReviewInputSchema>;

export const OwnerReplySchema = z.object({
  reply: z
    .string({ error: () => REVIEW_MESSAGES.replyRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, { error: () => REVIEW_MESSAGES.replyRequired }),
      z.maxLength(REVIEW_LIMITS.reply, { error: () => REVIEW_MESSAGES.reply }),
    ),
});

export const ReviewReportSchema = z.object({
  reason: z
    .string({ error: () => REVIEW_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, { error: () => REVIEW_MESSAGES.reasonRequired }),
      z.maxLength(REVIEW_LIMITS.reason, { error: () => REVIEW_MESSAGES.reason }),
    ),
});

/** A page of reviews: the id of the last review of the page before (keyset), if any. */
export const ReviewPageQuerySchema = z.object({
  cursor: z.optional(
    z
      .string({ error: () => REVIEW_MESSAGES.cursor })
      .check(z.refine(isUuid, { error: () => REVIEW_MESSAGES.cursor })),
  ),
});
