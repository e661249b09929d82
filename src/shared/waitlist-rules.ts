/**
 * The waitlist (docs/decisions/0077): a client whose time is taken waits for a place on that day;
 * a place that frees is offered to the first one waiting, held for them a while.
 */

/** How long an offered place is held for its client: the owner's choice within these. */
export const WAITLIST_OFFER_MINUTES = { default: 15, min: 5, max: 120 } as const;

/** A client waits for at most this many days at one business at once. */
export const MAX_WAITS_PER_CLIENT = 3;

export const WAITLIST_STATUSES = [
  /** In the queue. */
  'waiting',
  /** Being offered a place right now (a process is making the offer). */
  'offering',
  /** A place is held for them until offer_expires_at. */
  'offered',
  /** They took the place: the offer's booking is theirs. */
  'booked',
  /** Their offer lapsed; they are out of the queue. */
  'expired',
  /** They left, or the owner removed them. */
  'removed',
  /** Their day passed with no place for them. */
  'ended',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Still in line for a place: counted against MAX_WAITS_PER_CLIENT. */
export const ACTIVE_WAITLIST_STATUSES = ['waiting', 'offering', 'offered'] as const;
