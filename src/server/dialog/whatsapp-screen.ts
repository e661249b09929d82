import { dialogText } from '../messages/booking-dialog';
import { cut } from './ussd-screen';
import type { Screen } from './types';

/**
 * A dialog screen as a WhatsApp Cloud API message (docs/decisions/0074), within the API's limits:
 * up to three short choices as reply buttons, more as an interactive list (at most 10 rows, titles
 * of at most 24 characters, descriptions of 72), and plain numbered text where neither will do.
 * The footer says how to go back, start again or stop, which the client types.
 */

export const WHATSAPP_LIMITS = {
  body: 1024,
  text: 4096,
  footer: 60,
  buttons: 3,
  buttonTitle: 20,
  listButton: 20,
  rows: 10,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
} as const;

/** The row a long list ends with on each page but its last: it shows the next rows. */
export const MORE_ROW = 'more';

/** A plain text message: what a numbered screen is, and the fallback of every other. */
export interface WhatsAppTextMessage {
  type: 'text';
  text: { body: string; preview_url?: boolean };
}

export type WhatsAppMessage =
  | WhatsAppTextMessage
  | {
      type: 'interactive';
      interactive:
        | {
            type: 'button';
            body: { text: string };
            footer?: { text: string };
            action: { buttons: { type: 'reply'; reply: { id: string; title: string } }[] };
          }
        | {
            type: 'list';
            body: { text: string };
            footer?: { text: string };
            action: {
              button: string;
              sections: { rows: { id: string; title: string; description?: string }[] }[];
            };
          };
    };

/** The screen as numbered text: what every WhatsApp client shows, and what a typed number answers. */
export function whatsappText(screen: Screen): WhatsAppTextMessage {
  const lines = [screen.text];
  if (screen.kind !== 'end') {
    screen.options.forEach((option, index) => {
      lines.push(`${index + 1}. ${option.label}${option.detail ? ` (${option.detail})` : ''}`);
    });
    lines.push('', dialogText('navHint'));
  }
  return {
    type: 'text',
    text: { body: cut(lines.join('\n'), WHATSAPP_LIMITS.text), preview_url: screen.kind === 'end' },
  };
}

/** The rows of list page `page`: nine and a 'More' row on each page but the last. */
function rowsOf(screen: Extract<Screen, { options: unknown }>, page: number) {
  const perPage = WHATSAPP_LIMITS.rows - 1;
  const pages = Math.max(1, Math.ceil((screen.options.length - 1) / perPage));
  const at = Math.min(Math.max(page, 0), pages - 1);
  const isLast = at === pages - 1;
  const first = at * perPage;
  const options = screen.options.slice(first, isLast ? undefined : first + perPage);
  const rows = options.map((option, i) => {
    const title = `${first + i + 1}. ${option.label}`;
    const cutTitle = cut(title, WHATSAPP_LIMITS.rowTitle);
    // a title cut short is said whole below it
    const description =
      cutTitle === title
        ? option.detail
        : [option.label, option.detail].filter(Boolean).join(' · ');
    return {
      id: option.id,
      title: cutTitle,
      ...(description ? { description: cut(description, WHATSAPP_LIMITS.rowDescription) } : {}),
    };
  });
  if (!isLast)
    rows.push({ id: MORE_ROW, title: cut(dialogText('more'), WHATSAPP_LIMITS.rowTitle) });
  return { rows, pages };
}

/**
 * The screen as the message to send for page `page` of its choices (0 first), and how many pages
 * its choices take.
 */
export function whatsappMessage(
  screen: Screen,
  page = 0,
): { message: WhatsAppMessage; pages: number } {
  if (screen.kind === 'end' || screen.options.length === 0) {
    return { message: whatsappText(screen), pages: 1 };
  }
  const body = cut(screen.text, WHATSAPP_LIMITS.body);
  const footer = { text: cut(dialogText('navHint'), WHATSAPP_LIMITS.footer) };
  const fitsButtons =
    screen.options.length <= WHATSAPP_LIMITS.buttons &&
    screen.options.every(
      (option) => option.label.length <= WHATSAPP_LIMITS.buttonTitle && !option.detail,
    );
  if (fitsButtons) {
    return {
      message: {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: body },
          footer,
          action: {
            buttons: screen.options.map((option) => ({
              type: 'reply',
              reply: { id: option.id, title: option.label },
            })),
          },
        },
      },
      pages: 1,
    };
  }
  const { rows, pages } = rowsOf(screen, page);
  return {
    message: {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: body },
        footer,
        action: {
          button: cut(dialogText('listButton'), WHATSAPP_LIMITS.listButton),
          sections: [{ rows }],
        },
      },
    },
    pages,
  };
}
