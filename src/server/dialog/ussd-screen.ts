import { dialogText } from '../messages/booking-dialog';
import { NAV } from './dialog';
import type { Screen } from './types';

/**
 * A dialog screen as Africa's Talking shows it on a phone (docs/decisions/0074): plain text that
 * starts `CON` (the session waits for an answer) or `END`, at most 182 characters in all. A list
 * too long for one screen is paged: its numbers run on from page to page, and '98 More' shows the
 * next; '0 Back' goes a step back.
 */

export const USSD_MAX = 182;
export const USSD_MORE = '98';

/** Text shortened to `max` characters, with an ellipsis where it was cut; its lines kept. */
export function cut(text: string, max: number): string {
  const flat = text.replace(/[^\S\n]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…` : flat;
}

// a label on a phone's small screen: long enough to tell services apart
const LABEL_MAX = 30;

interface Page {
  first: number;
  /** One past the last option on the page. */
  end: number;
}

function footer(canGoBack: boolean, hasMore: boolean): string[] {
  const lines: string[] = [];
  if (hasMore) lines.push(`${USSD_MORE} ${dialogText('more')}`);
  if (canGoBack) lines.push(`${NAV.back} ${dialogText('back')}`);
  return lines;
}

function optionLine(index: number, label: string): string {
  return `${index + 1}. ${cut(label.replace(/\s+/g, ' '), LABEL_MAX)}`;
}

/**
 * The pages of a list: as many options on each as fit under the question and the footer, at
 * least one. The question is cut where even one option would not fit beside it.
 */
function pagesOf(head: string, labels: string[], canGoBack: boolean): Page[] {
  const pages: Page[] = [];
  let first = 0;
  while (first < labels.length || pages.length === 0) {
    let end = first;
    for (;;) {
      if (end >= labels.length) break;
      const lines = labels.slice(first, end + 1).map((label, i) => optionLine(first + i, label));
      const more = end + 1 < labels.length;
      const text = ['CON ' + head, ...lines, ...footer(canGoBack, more)].join('\n');
      if (text.length > USSD_MAX && end > first) break;
      end += 1;
    }
    pages.push({ first, end });
    if (end >= labels.length) break;
    first = end;
  }
  return pages;
}

/** The screen as the USSD answer for page `page` (0 first), and how many pages it has. */
export function ussdAnswer(screen: Screen, page = 0): { text: string; pages: number } {
  if (screen.kind === 'end') return { text: `END ${cut(screen.text, USSD_MAX - 4)}`, pages: 1 };
  const labels = screen.options.map((option) => option.label);
  // room for the question beside one option and the footer, at the least
  const reserve = labels.length
    ? optionLine(
        labels.length - 1,
        labels.reduce((a, b) => (a.length > b.length ? a : b)),
      ).length +
      footer(screen.canGoBack, labels.length > 1).join('\n').length +
      3
    : footer(screen.canGoBack, false).join('\n').length + 1;
  const head = cut(screen.text, USSD_MAX - 4 - reserve);
  const pages = pagesOf(head, labels, screen.canGoBack);
  const shown = pages[Math.min(Math.max(page, 0), pages.length - 1)] ?? { first: 0, end: 0 };
  const lines = labels
    .slice(shown.first, shown.end)
    .map((label, i) => optionLine(shown.first + i, label));
  const more = shown.end < labels.length;
  const text = ['CON ' + head, ...lines, ...footer(screen.canGoBack, more)].join('\n');
  return { text, pages: pages.length };
}
