import type { WhatsAppMessage } from '../dialog/whatsapp-screen';
import type { ChatPageData } from './chat-page';
import type { PhoneParts } from './phone-client';

/** A reply the server made to the chat's messages, as the test replies route answers it. */
export interface TestReply {
  id: string;
  replyTo: string | null;
  createdAt: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  message: WhatsAppMessage;
}

/** A message the client sends, as WhatsApp's webhook carries it: typed text or a tapped choice. */
export type InboundMessage =
  | { type: 'text'; text: { body: string } }
  | {
      type: 'interactive';
      interactive:
        | { type: 'button_reply'; button_reply: { id: string; title: string } }
        | {
            type: 'list_reply';
            list_reply: { id: string; title: string; description?: string };
          };
    };

type ListAction = Extract<
  Extract<WhatsAppMessage, { type: 'interactive' }>['interactive'],
  { type: 'list' }
>['action'];

/**
 * The test chat in the browser (sent as its own source, client-script.ts). Each message the
 * visitor types or taps is posted to the real WhatsApp webhook in the Cloud API's shape, from the
 * number they gave; the replies are asked for every second by the ids of the last 20 messages
 * sent, and each is shown once. Every text is put in as text, never as markup.
 */
export function whatsappChat({ dialDigits, storedPhone, watchTestPrompt }: PhoneParts) {
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const data = JSON.parse(byId('test-page-data').textContent ?? '{}') as ChatPageData;
  const log = byId('log');
  const phoneInput = byId<HTMLInputElement>('phone');
  const messageInput = byId<HTMLInputElement>('message');
  const sheet = byId<HTMLDialogElement>('sheet');
  const watch = watchTestPrompt(byId('mpesa'), byId<HTMLAnchorElement>('mpesa-link'));
  // the phone's clock, as the dialog writes times: 24 hours, 09:05
  const clock = (at: Date) =>
    `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

  let from: string | null = null;
  let sentIds: string[] = [];
  const shown = new Map<string, HTMLElement>();
  let round = 0;

  const randomHex = (bytes: number) =>
    Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');

  /** The text with its web addresses as links, each part a text node. */
  const putText = (into: HTMLElement, text: string) => {
    let at = 0;
    for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
      // a sentence's full stop or bracket after an address is not part of it
      const url = match[0].replace(/[.,;:!?)\]]+$/, '');
      into.append(text.slice(at, match.index));
      const link = document.createElement('a');
      link.href = url;
      link.textContent = url;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      into.append(link);
      at = match.index + url.length;
    }
    into.append(text.slice(at));
  };

  const bubble = (side: 'in' | 'out', text: string, at: Date) => {
    byId('empty').hidden = true;
    const element = document.createElement('p');
    element.className = `bubble ${side}`;
    putText(element, text);
    const meta = document.createElement('span');
    meta.className = 'meta';
    meta.textContent = clock(at);
    element.append(meta);
    log.append(element);
    log.scrollTop = log.scrollHeight;
    return { element, meta };
  };

  const tapButton = (label: string, onTap: () => void) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', onTap);
    return button;
  };

  const send = async (
    message: InboundMessage,
    echo: string,
    id = `wamid.${randomHex(16)}`,
    shownAs = bubble('out', echo, new Date()),
  ) => {
    if (!from) return;
    shownAs.element.querySelector('.retry')?.remove();
    const value = {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '254700000000', phone_number_id: '0' },
      contacts: [{ profile: { name: 'Test' }, wa_id: from }],
      messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
    };
    let isTaken: boolean;
    try {
      const response = await fetch('/api/channels/whatsapp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          object: 'whatsapp_business_account',
          entry: [{ id: '0', changes: [{ field: 'messages', value }] }],
        }),
      });
      isTaken = response.ok;
    } catch {
      isTaken = false;
    }
    if (isTaken) {
      if (!sentIds.includes(id)) sentIds = [...sentIds, id].slice(-20);
      return;
    }
    // sent again with the same id: should the first have arrived after all, it is taken once
    const retry = tapButton(data.texts.notSent, () => void send(message, echo, id, shownAs));
    retry.className = 'retry';
    shownAs.element.append(retry);
  };

  const openList = (action: ListAction) => {
    byId('sheet-title').textContent = action.button;
    const rows = byId('sheet-rows');
    rows.replaceChildren();
    for (const row of action.sections.flatMap((section) => section.rows)) {
      const button = tapButton('', () => {
        sheet.close();
        const { id, title, description } = row;
        void send(
          {
            type: 'interactive',
            interactive: { type: 'list_reply', list_reply: { id, title, description } },
          },
          title,
        );
      });
      const title = document.createElement('span');
      title.textContent = row.title;
      button.append(title);
      if (row.description) {
        const description = document.createElement('small');
        description.textContent = row.description;
        button.append(description);
      }
      rows.append(button);
    }
    sheet.showModal();
  };

  const render = (reply: TestReply) => {
    const at = new Date(reply.createdAt);
    const { message } = reply;
    if (message.type === 'text') return bubble('in', message.text.body, at).meta;
    const { interactive } = message;
    const { element, meta } = bubble('in', interactive.body.text, at);
    if (interactive.footer) {
      const footer = document.createElement('span');
      footer.className = 'footer';
      footer.textContent = interactive.footer.text;
      element.insertBefore(footer, meta);
    }
    const taps = document.createElement('div');
    taps.className = 'taps';
    if (interactive.type === 'button') {
      for (const { reply: choice } of interactive.action.buttons) {
        const { id, title } = choice;
        const tapped = { type: 'button_reply' as const, button_reply: { id, title } };
        taps.append(
          tapButton(title, () => void send({ type: 'interactive', interactive: tapped }, title)),
        );
      }
    } else {
      taps.append(tapButton(`☰ ${interactive.action.button}`, () => openList(interactive.action)));
    }
    log.append(taps);
    log.scrollTop = log.scrollHeight;
    return meta;
  };

  const look = async (ofRound: number) => {
    if (sentIds.length > 0) {
      try {
        const ids = encodeURIComponent(sentIds.join(','));
        const response = await fetch(`/api/channels/whatsapp/test-replies?ids=${ids}`);
        if (response.ok && ofRound === round) {
          const { messages } = (await response.json()) as { messages: TestReply[] };
          const inOrder = [...messages].sort(
            (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
          );
          for (const reply of inOrder) {
            const meta = shown.get(reply.id) ?? render(reply);
            shown.set(reply.id, meta);
            if (reply.status === 'failed' && !meta.classList.contains('bad')) {
              meta.classList.add('bad');
              meta.append(` · ${data.texts.failed}`);
            }
          }
        }
      } catch {
        // the connection dropped: the next look asks again
      }
    }
    if (ofRound === round) setTimeout(() => void look(ofRound), document.hidden ? 3000 : 1000);
  };

  const showChat = (isChatting: boolean) => {
    byId('setup').hidden = isChatting;
    log.hidden = !isChatting;
    byId('composer').hidden = !isChatting;
    byId('as').hidden = !isChatting;
  };

  const start = (typed: string) => {
    const digits = dialDigits(typed);
    byId('phone-error').hidden = digits !== null;
    if (!digits) return;
    storedPhone(typed.trim());
    from = digits;
    byId('as-phone').textContent = `+${digits}`;
    showChat(true);
    watch(`+${digits}`);
    round += 1;
    void look(round);
    messageInput.focus();
  };

  byId('setup').addEventListener('submit', (event) => {
    event.preventDefault();
    start(phoneInput.value);
  });
  byId('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = messageInput.value.trim();
    if (!text) return;
    messageInput.value = '';
    void send({ type: 'text', text: { body: text } }, text);
  });
  // another number is another person: their chat starts afresh
  byId('change').addEventListener('click', () => {
    round += 1;
    from = null;
    sentIds = [];
    shown.clear();
    log.replaceChildren(byId('empty'));
    byId('empty').hidden = false;
    watch(null);
    showChat(false);
    phoneInput.focus();
  });
  byId('sheet-close').addEventListener('click', () => sheet.close());

  if (!phoneInput.value) phoneInput.value = storedPhone();
  if (dialDigits(phoneInput.value)) start(phoneInput.value);
}
