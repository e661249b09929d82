import { and, eq, gt, lte } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../db/database';
import { bookingDialogs, dialogContacts } from '../db/schema/dialogs';
import type { DialogChannel, DialogState, Screen } from './types';

/**
 * Dialogs under way, kept in the database (docs/decisions/0074): any server process answers the
 * next message, and a restart loses nothing. A dialog left idle past its channel's time is gone.
 */

/** How long a dialog waits for its client's next answer. A USSD session lasts minutes at most. */
export const IDLE_MINUTES: Record<DialogChannel, number> = { whatsapp: 30, ussd: 5 };

export interface KeptDialog {
  key: string;
  channel: DialogChannel;
  phone: string;
  state: DialogState;
  screen: Screen;
  page: number;
  answered: number;
}

/** The dialog kept under `key`, if it has not expired. */
export async function loadDialog(db: Database, key: string, now: Date): Promise<KeptDialog | null> {
  const [row] = await db
    .select()
    .from(bookingDialogs)
    .where(and(eq(bookingDialogs.key, key), gt(bookingDialogs.expiresAt, now)));
  return row ?? null;
}

/** Keeps the dialog as it now stands, for its channel's idle time. */
export async function saveDialog(db: Executor, dialog: KeptDialog, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + IDLE_MINUTES[dialog.channel] * 60_000);
  const values = { ...dialog, expiresAt, updatedAt: now };
  await db
    .insert(bookingDialogs)
    .values(values)
    .onConflictDoUpdate({ target: bookingDialogs.key, set: values });
}

export async function endDialog(db: Executor, key: string): Promise<void> {
  await db.delete(bookingDialogs).where(eq(bookingDialogs.key, key));
}

/** The dialogs that have waited past their time, taken off the table (their holds lapse with them). */
export async function takeExpiredDialogs(db: Database, now: Date): Promise<KeptDialog[]> {
  return db.delete(bookingDialogs).where(lte(bookingDialogs.expiresAt, now)).returning();
}

/** The language this number chose in an earlier dialog. */
export async function contactLocale(db: Database, phone: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: dialogContacts.locale })
    .from(dialogContacts)
    .where(eq(dialogContacts.phone, phone));
  return row?.locale ?? null;
}

export async function rememberContactLocale(
  db: Executor,
  phone: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await db
    .insert(dialogContacts)
    .values({ phone, locale, updatedAt: now })
    .onConflictDoUpdate({ target: dialogContacts.phone, set: { locale, updatedAt: now } });
}
