import * as z from 'zod/mini';
import { normalizePhone } from '@shared/phone';
import type { Database, Executor } from '../db/database';
import { USSD_SESSION_STATUSES, ussdSessions } from '../db/schema/dialogs';
import { parseWith } from '../http/validation';
import { inLocale } from '../i18n/request-locale';
import { dialogText } from '../messages/booking-dialog';
import type { PublicReads } from '../public-booking/page-cache';
import type { PublicDeps } from '../public-booking/routes';
import { advance, type DialogPeer, type Turn } from './dialog';
import { engineWorld } from './engine-world';
import { contactLocale, endDialog, loadDialog, rememberContactLocale, saveDialog } from './store';
import { USSD_MORE, ussdAnswer } from './ussd-screen';

/**
 * Africa's Talking's USSD callback (docs/decisions/0074): a form with the session, the dialling
 * number and `text`, every answer of the session so far joined by `*`. Answered in plain text,
 * `CON` to go on or `END`.
 */
export const UssdCallbackSchema = z.object({
  sessionId: z
    .string({ error: () => dialogText('callbackSession') })
    .check(
      z.trim(),
      z.minLength(1, { error: () => dialogText('callbackSession') }),
      z.maxLength(100, { error: () => dialogText('callbackSession') }),
    ),
  phoneNumber: z.string({ error: () => dialogText('callbackPhone') }).check(
    z.refine((value) => normalizePhone(value) !== null, {
      error: () => dialogText('callbackPhone'),
    }),
  ),
  serviceCode: z.optional(z.string()),
  networkCode: z.optional(z.string()),
  text: z.optional(
    z.string().check(z.maxLength(1000, { error: () => dialogText('callbackText') })),
  ),
});

export type UssdCallback = z.output<typeof UssdCallbackSchema>;

export function readUssdCallback(form: unknown): UssdCallback {
  return parseWith(UssdCallbackSchema, form);
}

/** What the client keyed in last: what follows the part of `text` already answered. */
export function newestInput(text: string, answered: number): string {
  if (answered > 0 && text.length > answered && text[answered] === '*') {
    return text.slice(answered + 1);
  }
  if (answered === 0) return text;
  // the network sent something other than the session so far: its last answer
  return text.slice(text.lastIndexOf('*') + 1);
}

/** The answer to one USSD callback: the session's dialog moved on by what was keyed in. */
export async function answerUssd(
  deps: PublicDeps,
  reads: PublicReads,
  callback: UssdCallback,
  now = new Date(),
): Promise<string> {
  const { db } = deps;
  const phone = normalizePhone(callback.phoneNumber) ?? callback.phoneNumber;
  const key = `ussd:${callback.sessionId}`;
  const text = callback.text ?? '';
  const kept = await loadDialog(db, key, now);
  const peer: DialogPeer = {
    phone,
    channel: 'ussd',
    locale: kept?.state.locale ?? (await contactLocale(db, phone)),
    turnKey: `${key}:${text.length}`,
  };
  const world = engineWorld(deps, reads, 'ussd');
  let turn: Turn;
  let page = 0;
  if (!kept) {
    // a code keyed into the dial string (*384*12345#) comes as the session's first text
    const code = text.split('*')[0]?.trim() || undefined;
    turn = await advance(null, { kind: 'start', code }, world, peer);
  } else if (text.length === kept.answered) {
    // the same callback again (the network retried it): the same screen, nothing moved on
    page = kept.page;
    turn = { state: kept.state, screen: kept.screen };
  } else {
    const input = newestInput(text, kept.answered).trim();
    if (input === USSD_MORE && kept.screen.kind !== 'end') {
      page = kept.page + 1;
      turn = { state: kept.state, screen: kept.screen };
    } else {
      turn = await advance(kept.state, { kind: 'text', text: input }, world, peer);
    }
  }
  const locale = turn.state?.locale ?? peer.locale;
  const isRetry = kept !== null && text.length === kept.answered;
  const state = turn.state;
  const keep = async (tx: Executor) => {
    if (state === null) return endDialog(tx, key);
    return saveDialog(
      tx,
      { key, channel: 'ussd', phone, state, screen: turn.screen, page, answered: text.length },
      now,
    );
  };
  // a retried callback moved nothing on: nothing to write
  if (state?.locale && state.locale !== peer.locale) {
    await rememberContactLocale(db, phone, state.locale, now);
  }
  if (!isRetry) await keep(db);
  const screen = turn.screen;
  return inLocale(locale ?? 'en', () => ussdAnswer(screen, page).text);
}

/** A text field of the notification, cut to what is kept of it. */
const kept = (max: number) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((v) => v.slice(0, max)),
    ),
  );

/**
 * Africa's Talking's end-of-session notification: how the session ended (Success, Incomplete or
 * Failed), its length and screens, the last input and answer, and the network's error.
 */
export const UssdSessionEndSchema = z.object({
  sessionId: UssdCallbackSchema.shape.sessionId,
  phoneNumber: UssdCallbackSchema.shape.phoneNumber,
  status: z.enum(USSD_SESSION_STATUSES, { error: () => dialogText('callbackStatus') }),
  serviceCode: kept(40),
  networkCode: kept(10),
  durationInMillis: z.optional(z.string()),
  hopsCount: z.optional(z.string()),
  cost: kept(40),
  input: kept(1000),
  lastAppResponse: kept(400),
  errorMessage: kept(500),
});

const count = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isSafeInteger(n) && n >= 0 && n < 2 ** 31 ? n : null;
};

/**
 * Records how a session ended, once however often the notification comes, and lets go of its
 * dialog: a session the network cut (Incomplete, Failed) is not waited on for its idle minutes.
 */
export async function recordUssdSessionEnd(db: Database, form: unknown): Promise<void> {
  const end = parseWith(UssdSessionEndSchema, form);
  await db
    .insert(ussdSessions)
    .values({
      sessionId: end.sessionId,
      phone: normalizePhone(end.phoneNumber) ?? end.phoneNumber,
      serviceCode: end.serviceCode ?? null,
      networkCode: end.networkCode ?? null,
      status: end.status,
      durationMs: count(end.durationInMillis),
      hops: count(end.hopsCount),
      cost: end.cost ?? null,
      input: end.input ?? null,
      lastResponse: end.lastAppResponse ?? null,
      error: end.errorMessage ?? null,
    })
    .onConflictDoNothing();
  await endDialog(db, `ussd:${end.sessionId}`);
}
