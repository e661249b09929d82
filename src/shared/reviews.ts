import * as z from 'zod/mini';
import { TEXT_LIMITS } from './limits';
import { plainText } from './plain-text';
import { isUuid } from './uuid';

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
  linkNotFound: 'This review link is not valid. Check the link you were sent.',
  reviewNotFound: 'Review not found.',
  notCompleted:
    'Reviews open once the visit is marked completed. Please come back to this link after your visit.',
  editClosed: `Reviews can be changed for ${REVIEW_LIMITS.editDays} days after they are written. This one can no longer be changed.`,
  hidden: 'This review was removed by our moderators and can no longer be changed.',
  rating: 'Please choose a rating from 1 to 5 stars',
  comment: `The comment must be at most ${REVIEW_LIMITS.comment} characters`,
  replyRequired: 'Please write a reply, or remove it instead',
  reply: `The reply must be at most ${REVIEW_LIMITS.reply} characters`,
  reasonRequired: 'Please say why this review should be looked at',
  reason: `The reason must be at most ${REVIEW_LIMITS.reason} characters`,
  alreadyReported: 'This review has already been reported.',
  notWaiting: 'This report is no longer waiting for a decision.',
  cursor: 'The page to continue from is not valid',
} as const;

export const REVIEW_TOASTS = {
  saved: 'Thank you! Your review is saved.',
  replySaved: 'Reply saved',
  replyRemoved: 'Reply removed',
  reported: 'Review reported to the Miadi team',
  hidden: 'Review hidden',
  kept: 'Review kept',
  failed: 'Something went wrong. Please try again.',
  loadFailed: 'Failed to load reviews',
} as const;

export const ReviewInputSchema = z.object(
  {
    rating: z
      .number({ error: REVIEW_MESSAGES.rating })
      .check(
        z.int(REVIEW_MESSAGES.rating),
        z.gte(1, REVIEW_MESSAGES.rating),
        z.lte(5, REVIEW_MESSAGES.rating),
      ),
    comment: z.optional(
      z.nullable(
        z
          .string({ error: REVIEW_MESSAGES.comment })
          .check(
            z.trim(),
            plainText({ multiline: true }),
            z.maxLength(REVIEW_LIMITS.comment, REVIEW_MESSAGES.comment),
          ),
      ),
    ),
  },
  { error: REVIEW_MESSAGES.rating },
);
export type ReviewInput = z.output<typeof ReviewInputSchema>;

export const OwnerReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, REVIEW_MESSAGES.replyRequired),
      z.maxLength(REVIEW_LIMITS.reply, REVIEW_MESSAGES.reply),
    ),
});

export const ReviewReportSchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      plainText({ multiline: true }),
      z.minLength(1, REVIEW_MESSAGES.reasonRequired),
      z.maxLength(REVIEW_LIMITS.reason, REVIEW_MESSAGES.reason),
    ),
});

/** A page of reviews: the id of the last review of the page before (keyset), if any. */
export const ReviewPageQuerySchema = z.object({
  cursor: z.optional(
    z.string({ error: REVIEW_MESSAGES.cursor }).check(z.refine(isUuid, REVIEW_MESSAGES.cursor)),
  ),
});
