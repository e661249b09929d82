import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema/auth';

const KEY_NAME = 'booking_link_key';
const ID_BYTES = 16;
/** 96 bits of signature: a guess succeeds once in 2^96 tries. */
const MAC_BYTES = 12;
const TOKEN_LENGTH = Math.ceil(((ID_BYTES + MAC_BYTES) * 4) / 3);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The key that signs clients' booking links, made once and kept in app_secrets so every server
 * process (and every restart) reads the same links.
 */
export function bookingLinkKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ key: KEY_NAME, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.key, KEY_NAME));
      if (!row) throw new Error('could not store the booking link key');
      return Buffer.from(row.value, 'base64');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

function signature(key: Buffer, id: Buffer): Buffer {
  return createHmac('sha256', key)
    .update('booking-link\0')
    .update(id)
    .digest()
    .subarray(0, MAC_BYTES);
}

/**
 * A client's private token for one booking: the booking's id and a signature over it, so the link
 * needs no stored secret per booking, yet neither the id alone nor any changed character opens it.
 */
export function makeBookingToken(key: Buffer, bookingId: string): string {
  if (!UUID_PATTERN.test(bookingId)) throw new Error('not a booking id');
  const id = Buffer.from(bookingId.replace(/-/g, ''), 'hex');
  return Buffer.concat([id, signature(key, id)]).toString('base64url');
}

/** The booking a token opens, or null for anything that is not a token this server signed. */
export function readBookingToken(key: Buffer, token: string): string | null {
  if (token.length !== TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // the last character carries two spare bits: only the one spelling this server writes opens
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(bytes.subarray(ID_BYTES), signature(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The client's page for their booking. */
export const bookingLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/b/${token}`;
/** The client's review page for a completed booking. */
export const reviewLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/b/${token}/review`;
