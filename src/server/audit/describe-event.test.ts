import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_TYPES } from '@shared/security-events';
import { inLocale } from '../i18n/request-locale';
import { describeEvent, type KeptEvent } from './describe-event';

const email = 'wanjiru@example.com';
const address = '198.51.100.7';

/** Each event type with the facts it is written with, and what it says in each language. */
const CASES: { event: KeptEvent; en: string; sw: string }[] = [
  {
    event: { type: 'SUCCESSFUL_LOGIN', details: { email, count: 0 }, ipAddress: address },
    en: `Signed in: ${email}`,
    sw: `Ameingia: ${email}`,
  },
  {
    event: { type: 'FAILED_LOGIN', details: { email, count: 3 }, ipAddress: address },
    en: `Wrong e-mail or password for ${email} (3 in a row)`,
    sw: `Barua pepe au nenosiri si sahihi kwa ${email} (mara 3 mfululizo)`,
  },
  {
    event: { type: 'FAILED_LOGIN', details: { email, throttled: true }, ipAddress: address },
    en: `Sign-in refused for ${email}: too many failed attempts`,
    sw: `Kuingia kulikataliwa kwa ${email}: majaribio mengi mno yaliyoshindwa`,
  },
  {
    event: { type: 'REPEATED_FAILED_LOGINS', details: { email, count: 5 }, ipAddress: address },
    en: `5 failed sign-ins in a row for ${email} from ${address}`,
    sw: `Majaribio 5 ya kuingia yalishindwa mfululizo kwa ${email} kutoka ${address}`,
  },
  {
    event: { type: 'SIGN_IN_CODE_FAILED', details: { email }, ipAddress: address },
    en: `Wrong or used-up sign-in code for ${email}`,
    sw: `Nambari ya kuingia isiyo sahihi au iliyokwisha tumika kwa ${email}`,
  },
  {
    event: { type: 'SIGN_IN_CODE_FAILED', details: { email, throttled: true }, ipAddress: null },
    en: `Sign-in code refused for ${email}: too many wrong codes`,
    sw: `Nambari ya kuingia ilikataliwa kwa ${email}: nambari nyingi mno zisizo sahihi`,
  },
  {
    event: { type: 'SIGN_IN_CODE_USED', details: { email }, ipAddress: address },
    en: `A new browser was let past the sign-in lock for ${email} with a mailed code`,
    sw: `Kivinjari kipya kiliruhusiwa kupita kizuizi cha kuingia kwa ${email} kwa nambari iliyotumwa kwa barua pepe`,
  },
  {
    event: {
      type: 'MAIL_SUPPRESSED',
      details: { kind: 'password-reset', recipient: email, limit: 3 },
      ipAddress: address,
    },
    en: `A password-reset mail to ${email} was not sent: its limit (3) is reached`,
    sw: `Barua pepe ya kubadilisha nenosiri kwa ${email} haikutumwa: kikomo chake (3) kimefikiwa`,
  },
  {
    event: {
      type: 'RATE_LIMIT_EXCEEDED',
      details: { endpoint: 'POST /api/auth/sign-in/email', limit: 100 },
      ipAddress: address,
    },
    en: `More than 100 requests a minute to POST /api/auth/sign-in/email from ${address}`,
    sw: `Maombi zaidi ya 100 kwa dakika kwa POST /api/auth/sign-in/email kutoka ${address}`,
  },
  {
    event: {
      type: 'LARGE_PAYMENT',
      details: { amountMinor: 15_000_000, currency: 'KES', reference: 'MIADI-7Q2' },
      ipAddress: null,
    },
    en: 'Payment of KES 150,000 received (MIADI-7Q2)',
    sw: 'Malipo ya KES 150,000 yamepokelewa (MIADI-7Q2)',
  },
  {
    event: {
      type: 'INVALID_ID',
      details: { param: 'bookingId', value: 'abc', endpoint: 'GET /api/bookings/:bookingId' },
      ipAddress: address,
    },
    en: 'Malformed bookingId "abc" in GET /api/bookings/:bookingId',
    sw: 'bookingId "abc" isiyo sahihi katika GET /api/bookings/:bookingId',
  },
  {
    event: {
      type: 'UNAUTHENTICATED_ACCESS',
      details: { endpoint: 'GET /api/me' },
      ipAddress: address,
    },
    en: 'No session for GET /api/me',
    sw: 'Hakuna kikao kwa GET /api/me',
  },
  {
    event: {
      type: 'UNAUTHORIZED_ACCESS',
      details: { email, endpoint: 'GET /api/admin/payouts' },
      ipAddress: address,
    },
    en: `${email} was refused GET /api/admin/payouts`,
    sw: `${email} ilinyimwa GET /api/admin/payouts`,
  },
  {
    event: {
      type: 'ROLE_GRANTED',
      details: { email, role: 'admin', actor: 'neema@example.com' },
      ipAddress: address,
    },
    en: `neema@example.com made ${email} an admin`,
    sw: `neema@example.com alimfanya ${email} kuwa msimamizi`,
  },
  {
    // a role change from before the actor was kept with it: the acting account's e-mail
    event: {
      type: 'ROLE_REMOVED',
      details: { email, role: 'moderator' },
      ipAddress: address,
      actorEmail: 'neema@example.com',
    },
    en: `neema@example.com removed the moderator role from ${email}`,
    sw: `neema@example.com alimwondolea ${email} jukumu la mdhibiti`,
  },
];

describe('a security event told from its facts', () => {
  it.each(CASES)('$event.type says "$en" and in Kiswahili "$sw"', ({ event, en, sw }) => {
    expect(inLocale('en', () => describeEvent(event))).toBe(en);
    expect(inLocale('sw', () => describeEvent(event))).toBe(sw);
  });

  it('tells every type of event', () => {
    const told = new Set(CASES.map((c) => c.event.type));
    expect(SECURITY_EVENT_TYPES.filter((type) => !told.has(type))).toEqual([]);
  });

  it('says nothing when the facts it needs are missing or of the wrong kind, so the record’s own words are shown', () => {
    for (const type of SECURITY_EVENT_TYPES) {
      expect(describeEvent({ type, details: {}, ipAddress: null }), type).toBeNull();
    }
    expect(
      describeEvent({ type: 'FAILED_LOGIN', details: { email, count: '3' }, ipAddress: null }),
    ).toBeNull();
    expect(describeEvent({ type: 'NOT_A_TYPE', details: { email }, ipAddress: null })).toBeNull();
    expect(describeEvent({ type: null, details: { email }, ipAddress: null })).toBeNull();
  });
});
