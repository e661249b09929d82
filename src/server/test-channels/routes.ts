import { Hono, type Context } from 'hono';
import { localPhone, normalizePhone } from '@shared/phone';
import { prefilledText } from '../dialog/links';
import { dialogText } from '../messages/booking-dialog';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/context';
import { whatsappChat } from './chat-client';
import { chatPage } from './chat-page';
import { clientScript, sendScript } from './client-script';
import { demoCodes } from './demo-codes';
import { PHONE_PARTS } from './phone-client';
import { ussdPhone } from './ussd-client';
import { STAND_IN_USSD_CODE, ussdPage } from './ussd-page';

const CHAT_SCRIPT = clientScript(whatsappChat, PHONE_PARTS);
const USSD_SCRIPT = clientScript(ussdPhone, PHONE_PARTS);

/** A booking code as one is keyed in: digits only, else none (the dial string takes nothing else). */
const codeOf = (c: Context) => {
  const code = c.req.query('code')?.trim() ?? '';
  return /^\d{1,8}$/.test(code) ? code : null;
};

/** The number given in the address, to fill the field with; nothing when it is no number. */
const phoneOf = (c: Context) => {
  const phone = c.req.query('phone')?.slice(0, 40) ?? '';
  return normalizePhone(phone) ? localPhone(phone) : '';
};

/** What of the address the page's own links keep: the code and the number. */
const keptQuery = (c: Context) => {
  const code = codeOf(c);
  const phone = phoneOf(c);
  return { ...(code ? { code } : {}), ...(phone ? { phone } : {}) };
};

/**
 * The built-in test pages (docs/decisions/0074), where anyone can try booking by WhatsApp chat
 * and by USSD without the providers' keys: each is marked a test and talks to the channels' real
 * paths, /api/channels/whatsapp and /api/channels/ussd.
 */
export function testChannelRoutes({
  db,
  ussdCode,
  isTestChat,
}: {
  db: Database;
  ussdCode: string | undefined;
  /** No WhatsApp keys are set: the webhook takes the test chat's unsigned messages. */
  isTestChat: boolean;
}) {
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store');
  return new Hono<AppEnv>()
    .get('/chat', async (c) => {
      noStore(c);
      // with WhatsApp's keys the webhook takes signed posts only: the real chat is the one to use
      if (!isTestChat) return c.text(dialogText('testChatOff'), 404);
      // the chat opens as a wa.me link does: the code's first message typed, for the visitor to send
      const given = c.req.query('code')?.trim().slice(0, 40);
      return c.html(
        chatPage({
          prefill: given ? prefilledText(given) : '',
          phone: phoneOf(c),
          demos: await demoCodes(db),
          query: keptQuery(c),
        }),
      );
    })
    .get('/ussd', async (c) => {
      noStore(c);
      return c.html(
        ussdPage({
          serviceCode: ussdCode ?? STAND_IN_USSD_CODE,
          code: codeOf(c),
          phone: phoneOf(c),
          demos: await demoCodes(db),
          query: keptQuery(c),
        }),
      );
    })
    .get('/chat.js', (c) => sendScript(c, CHAT_SCRIPT))
    .get('/ussd.js', (c) => sendScript(c, USSD_SCRIPT));
}
