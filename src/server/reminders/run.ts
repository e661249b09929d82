import { inArray, sql } from 'drizzle-orm';
import { cataloguesLoaded } from '@shared/i18n/loading';
import { REMINDER_HOURS } from '@shared/settings';
import { bookingLinkKey, bookingLinkUrl, makeBookingToken } from '../booking-links/token';
import { loadBookingView } from '../bookings/booking-view';
import type { Executor } from '../db/database';
import { bookingReminders } from '../db/schema/messaging';
import { bookingReminderMail } from '../mail/booking-notice-emails';
import {
  clientMessages,
  withRetryDelay,
  factsOf,
  forClient,
  loadBookingContext,
  reachable,
  type MessageDeps,
} from '../messaging/booking-messages';
import { dispatchMessages, recordMessages, type RecordedMessage } from '../messaging/queue';
import { reminderText } from '../messaging/texts';

export const REMINDER_KIND = 'booking_reminder';

/** Why a due reminder was not sent, as recorded in skip_reason. */
export const SKIP_REASONS = {
  started: 'The booking had started when the reminder fell due',
  insideWindow: 'Booked or moved inside the reminder window',
  remindersOff: 'The business has reminders turned off',
  inactive: 'The business is not active',
  notConfirmed: 'The booking is no longer confirmed at this time',
  noChannel: 'No reminder channel is on for this client',
} as const;

type DueRow = {
  booking_id: string;
  starts_at: Date | string;
  scheduled_at: Date | string;
  reminder_hours_before: number | null;
  send_reminders: boolean | null;
  is_active: boolean;
};

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * Claims the due reminders (due = start - the business's reminder_hours_before <= now) with
 * SELECT ... FOR UPDATE SKIP LOCKED and moves each out of scheduled in the same transaction:
 * skipped with a reason, or sent with the client's messages recorded alongside. Their jobs go
 * after the commit. A reminder is therefore decided once, whatever the number of processes or
 * restarts: a second run finds nothing scheduled, and a concurrent one skips the locked rows.
 */
export async function runDueReminders(
  deps: MessageDeps,
  { now = new Date(), batchSize = 200 }: { now?: Date; batchSize?: number } = {},
): Promise<{ sent: number; skipped: number; messages: number }> {
  const totals = { sent: 0, skipped: 0, messages: 0 };
  // read on the database before any transaction: the embedded database has one connection
  const key = await bookingLinkKey(deps.db);
  // each client's reminder is composed in their language: the words of both, loaded once
  await cataloguesLoaded();
  for (;;) {
    const batch = await deps.db.transaction((tx) => claimBatch(tx, deps, key, now, batchSize));
    totals.sent += batch.sent;
    totals.skipped += batch.skipped;
    totals.messages += batch.ids.length;
    dispatchMessages(deps.db, batch.ids);
    if (batch.claimed < batchSize) break;
  }
  if (totals.sent || totals.skipped)
    deps.logger.info({ ...totals, now: now.toISOString() }, 'booking reminders decided');
  return totals;
}

async function claimBatch(
  tx: Executor,
  deps: MessageDeps,
  key: Buffer,
  now: Date,
  batchSize: number,
): Promise<{ claimed: number; sent: number; skipped: number; ids: string[] }> {
  const at = now.toISOString();
  // the start bound lets the partial index on starts_at narrow the scan to the longest window
  const result = await tx.execute<DueRow>(sql`
    SELECT r.booking_id, r.starts_at, r.scheduled_at, s.reminder_hours_before, s.send_reminders,
      b.is_active
    FROM ${bookingReminders} r
    JOIN businesses b ON b.id = r.business_id
    LEFT JOIN business_settings s ON s.business_id = r.business_id
    WHERE r.status = 'scheduled'
      AND r.starts_at <= ${at}::timestamptz + make_interval(hours => ${REMINDER_HOURS.max})
      AND r.starts_at - make_interval(hours => coalesce(s.reminder_hours_before, 24))
        <= ${at}::timestamptz
    ORDER BY r.starts_at
    LIMIT ${batchSize}
    FOR UPDATE OF r SKIP LOCKED`);
  const rows = result.rows;
  const skipped = new Map<string, string>();
  const sent: string[] = [];
  const messages: RecordedMessage[] = [];
  for (const row of rows) {
    const startsAt = asDate(row.starts_at);
    const due = new Date(startsAt.getTime() - (row.reminder_hours_before ?? 24) * 3_600_000);
    const skip = (reason: string) => skipped.set(row.booking_id, reason);
    if (startsAt.getTime() <= now.getTime()) {
      skip(SKIP_REASONS.started);
      continue;
    }
    if (asDate(row.scheduled_at).getTime() > due.getTime()) {
      skip(SKIP_REASONS.insideWindow);
      continue;
    }
    if (row.send_reminders === false) {
      skip(SKIP_REASONS.remindersOff);
      continue;
    }
    if (!row.is_active) {
      skip(SKIP_REASONS.inactive);
      continue;
    }
    const view = await loadBookingView(tx, row.booking_id);
    // the trigger keeps the two in step; a row that disagrees is not worth a wrong reminder
    if (
      !view ||
      view.booking.status !== 'confirmed' ||
      view.booking.startsAt.getTime() !== startsAt.getTime()
    ) {
      skip(SKIP_REASONS.notConfirmed);
      continue;
    }
    const context = await loadBookingContext(tx, view);
    if (!context) {
      skip(SKIP_REASONS.notConfirmed);
      continue;
    }
    const link = bookingLinkUrl(deps.publicUrl, makeBookingToken(key, row.booking_id));
    const facts = factsOf(view, link);
    // in the language the client booked in
    const wanted = forClient(context, () =>
      clientMessages(context, REMINDER_KIND, {
        text: reminderText(facts),
        email:
          context.preferences.email_reminders && view.booking.customerEmail
            ? bookingReminderMail({
                ...facts,
                to: view.booking.customerEmail,
                staffName: view.staffName,
                businessPhone: view.business.phone,
              })
            : null,
      }),
    );
    const ready = reachable(wanted, deps.logger);
    if (!ready.length) {
      skip(SKIP_REASONS.noChannel);
      continue;
    }
    messages.push(...ready);
    sent.push(row.booking_id);
  }
  if (sent.length) {
    await tx
      .update(bookingReminders)
      .set({ status: 'sent', sentAt: now, skipReason: null })
      .where(inArray(bookingReminders.bookingId, sent));
  }
  for (const [bookingId, reason] of skipped) {
    await tx
      .update(bookingReminders)
      .set({ status: 'skipped', skipReason: reason })
      .where(sql`${bookingReminders.bookingId} = ${bookingId}`);
  }
  const ids = await recordMessages(tx, withRetryDelay(deps, messages));
  return { claimed: rows.length, sent: sent.length, skipped: skipped.size, ids };
}
