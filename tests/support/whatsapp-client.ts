import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { signatureOf } from '../../src/server/dialog/whatsapp-webhook';
import type { SentChat } from './fake-whatsapp';
import type { TestServer } from './test-server';

export const WA_APP_SECRET = 'fake-app-secret-for-tests';
export const WA_VERIFY_TOKEN = 'fake-verify-token';

/** The environment of a server that talks to the fake Cloud API, its webhook signed. */
export function whatsappEnv(apiUrl: string, token: string, phoneNumberId: string) {
  return {
    WHATSAPP_TOKEN: token,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_API_URL: apiUrl,
    WHATSAPP_APP_SECRET: WA_APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: WA_VERIFY_TOKEN,
  };
}

/** What a client can send: typed text, or a tapped button or list row (by its id). */
export type ClientMessage = { text: string } | { button: string } | { row: string };

let sequence = 0;

/** A message as WhatsApp's webhook carries it, with a fresh id unless one is given. */
export function inboundMessage(from: string, message: ClientMessage, id?: string) {
  const base = {
    from,
    id: id ?? `wamid.in${randomBytes(12).toString('hex')}${(sequence += 1)}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  if ('text' in message) return { ...base, type: 'text', text: { body: message.text } };
  if ('button' in message) {
    return {
      ...base,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: message.button, title: 'x' } },
    };
  }
  return {
    ...base,
    type: 'interactive',
    interactive: { type: 'list_reply', list_reply: { id: message.row, title: 'x' } },
  };
}

/** A webhook body as the Cloud API posts it, with messages and statuses. */
export function webhookBody(value: { messages?: unknown[]; statuses?: unknown[] }) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Client' }, wa_id: '254700000000' }],
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** Posts a body to the webhook, signed with the app secret (or with `signature` as given). */
export function postWebhook(
  app: Pick<TestServer, 'request'>,
  body: unknown,
  signature?: string | null,
) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? signatureOf(raw, WA_APP_SECRET) : signature;
  if (signed !== null) headers['x-hub-signature-256'] = signed;
  return app.request('/api/channels/whatsapp', { method: 'POST', headers, body: raw });
}

/** A reply as the client reads it: its text, and what can be tapped (id and title). */
export interface ReadReply {
  id: string;
  text: string;
  kind: 'text' | 'button' | 'list';
  options: { id: string; title: string; description?: string }[];
  footer?: string;
}

export function readReply(chat: SentChat): ReadReply {
  const body = chat.body as {
    type: string;
    text?: { body: string };
    interactive?: {
      type: 'button' | 'list';
      body: { text: string };
      footer?: { text: string };
      action: {
        buttons?: { reply: { id: string; title: string } }[];
        sections?: { rows: { id: string; title: string; description?: string }[] }[];
      };
    };
  };
  if (body.type === 'text')
    return { id: chat.id, text: body.text?.body ?? '', kind: 'text', options: [] };
  const interactive = body.interactive!;
  const options =
    interactive.type === 'button'
      ? (interactive.action.buttons ?? []).map((b) => b.reply)
      : (interactive.action.sections ?? []).flatMap((section) => section.rows);
  return {
    id: chat.id,
    text: interactive.body.text,
    kind: interactive.type,
    options,
    footer: interactive.footer?.text,
  };
}

/**
 * A client on WhatsApp: each message goes to the webhook signed, as WhatsApp posts it, and the
 * server's reply is read off the fake Cloud API once it arrives there.
 */
export function whatsappClient(app: Pick<TestServer, 'request'>, chats: SentChat[], phone: string) {
  const digits = phone.replace(/^\+/, '');
  let seen = chats.filter((chat) => chat.to === digits).length;
  const replies = () => chats.filter((chat) => chat.to === digits);
  return {
    digits,
    /** Waits for the next reply to this number. */
    async next(timeoutMs = 10_000): Promise<ReadReply> {
      const until = Date.now() + timeoutMs;
      while (replies().length <= seen) {
        if (Date.now() > until) throw new Error(`no reply to ${phone} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return readReply(replies()[seen++]!);
    },
    /** Sends a message and answers the reply to it. */
    async send(message: ClientMessage, id?: string): Promise<ReadReply> {
      const response = await postWebhook(
        app,
        webhookBody({ messages: [inboundMessage(digits, message, id)] }),
      );
      expect(response.status).toBe(200);
      return this.next();
    },
    /** Taps the option whose title matches. */
    async tap(reply: ReadReply, title: RegExp): Promise<ReadReply> {
      const option = reply.options.find((o) => title.test(o.title));
      if (!option) throw new Error(`no option ${title} in ${JSON.stringify(reply.options)}`);
      return this.send(reply.kind === 'button' ? { button: option.id } : { row: option.id });
    },
    /** Taps the option at a place in the list (0 first). */
    async tapAt(reply: ReadReply, index: number): Promise<ReadReply> {
      const option = reply.options[index];
      if (!option) throw new Error(`no option ${index} in ${JSON.stringify(reply.options)}`);
      return this.send(reply.kind === 'button' ? { button: option.id } : { row: option.id });
    },
  };
}
