import { formatShortDay, formatTime } from '@shared/format/dates';
import { currentLocale } from '@shared/i18n/current-locale';
import type { Locale } from '@shared/i18n/locales';
import { bookingTexts } from '../messages/booking-texts';
import type { WhatsAppTemplate } from './types';

/**
 * The rules texts are written to: an SMS fits one 160-character GSM segment (names shortened
 * when they must be, never the link), a WhatsApp template parameter holds no line breaks.
 */

export const SMS_SEGMENT = 160;

/** GSM 03.38's basic set; the extension set's characters count twice. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/** The length of a text in GSM-7 septets, or null when it needs UCS-2 (one segment holds 70). */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** Typographic characters people paste into names, in their GSM spelling. */
const GSM_SPELLING: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
};

/** A name for an SMS: typographic characters spelled in GSM, whitespace runs made one space. */
export function smsName(value: string): string {
  return value
    .replace(/[‘’‚“”–—…\u00a0\t]/g, (char) => GSM_SPELLING[char] ?? char)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The length an SMS counts: septets when it is GSM, else UCS-2 characters. */
function smsCount(text: string): number {
  return gsmLength(text) ?? [...text].length;
}

/** A name cut to at most `length` characters, at a word when one ends near, with a full stop. */
function shorten(value: string, length: number, min: number): string {
  const chars = [...value];
  if (chars.length <= length) return value;
  let cut = chars.slice(0, Math.max(1, length - 1)).join('');
  const space = cut.lastIndexOf(' ');
  if (space >= min - 1 && space >= cut.length - 6) cut = cut.slice(0, space);
  // a cut name ends in a full stop, which GSM has (an ellipsis would make it UCS-2)
  return `${cut.replace(/[\s.,;:&/-]+$/, '')}.`;
}

/** Names that may be shortened to fit, each no shorter than its minimum. */
type Names = Record<string, { value: string; min: number }>;

/**
 * The first of the variants that fits one segment with the names whole; else the first that fits
 * with names shortened (longest first, never under their minimum); else the last variant with its
 * names at their shortest. A text outside GSM (a name in another script) fits as it can.
 */
export function fitSms(
  names: Names,
  variants: ((names: Record<string, string>) => string)[],
): string {
  const full = Object.fromEntries(Object.entries(names).map(([k, n]) => [k, smsName(n.value)]));
  for (const variant of variants) {
    const text = variant(full);
    if (smsCount(text) <= SMS_SEGMENT) return text;
  }
  const keys = Object.keys(full);
  // each variant with its names cut just enough; the one that keeps the most of the names wins
  let best: { text: string; kept: number } | null = null;
  let last = '';
  for (const variant of variants) {
    const lengths = Object.fromEntries(keys.map((key) => [key, [...full[key]!].length]));
    for (;;) {
      const shortened = Object.fromEntries(
        keys.map((key) => [key, shorten(full[key]!, lengths[key]!, names[key]!.min)]),
      );
      // a cut name before a full stop would show two
      last = variant(shortened).replace(/\.\.(?!\.)/g, '.');
      if (smsCount(last) <= SMS_SEGMENT) {
        const kept = keys.reduce((sum, key) => sum + [...shortened[key]!].length, 0);
        if (!best || kept > best.kept) best = { text: last, kept };
        break;
      }
      // the longest name that may still give loses one character, so long names share the cut
      const pick = keys
        .filter((key) => lengths[key]! > names[key]!.min)
        .sort((x, y) => lengths[y]! - lengths[x]!)[0];
      if (!pick) break;
      lengths[pick] = lengths[pick]! - 1;
    }
  }
  return best?.text ?? last;
}

/**
 * 'Fri, 28 Nov 10:00' from the booking's local date and time, in the current language ('Ijumaa,
 * 28 Nov 10:00': the weekday whole, docs/decisions/0063, and no word between the day and the time,
 * as in English, so a Kiswahili text fits one segment wherever the English one does).
 */
export function shortWhen(date: string, time: string): string {
  return bookingTexts('when', { day: formatShortDay(date), time: formatTime(time) });
}

/** WhatsApp refuses parameters with new lines, tabs or more than four spaces in a row. */
function param(value: string): string {
  return value.replace(/\s+/g, ' ').trim() || '-';
}

/**
 * The language code each language's templates are registered under with Meta: one template per
 * language, under the same name. English leaves it to WHATSAPP_TEMPLATE_LANGUAGE ('en', or the
 * 'en_US' an account registered its templates in).
 */
export const WHATSAPP_LANGUAGES: Record<Locale, string | undefined> = { en: undefined, sw: 'sw' };

/** A template in the current language, its parameters cleaned for WhatsApp. */
export function template(name: string, parameters: string[]): WhatsAppTemplate {
  const language = WHATSAPP_LANGUAGES[currentLocale()];
  return { name, ...(language ? { language } : {}), parameters: parameters.map(param) };
}
