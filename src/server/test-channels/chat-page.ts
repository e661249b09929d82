import { html } from 'hono/html';
import { testChannelsText as say } from '../messages/test-channels';
import type { DemoCode } from './demo-codes';
import { demoCard, mpesaPanel, phoneField, testPage } from './page';

/** What the script needs beyond the markup: the words it says itself. */
export interface ChatPageData {
  texts: { notSent: string; failed: string };
}

const STYLE = `
.chat{--wall:#efeae2;--in:#fff;--out:#d9fdd3;--ink:#111b21;--meta:#667781;--tap:#027eb5;--bar:#f0f2f5;width:100%;max-width:400px;height:min(760px,calc(100dvh - 24px));min-height:540px;display:flex;flex-direction:column;border:8px solid #1c2420;border-radius:32px;overflow:hidden;background:var(--wall);color:var(--ink);box-shadow:0 24px 48px -24px rgb(0 0 0 / .5)}
@media (prefers-color-scheme:dark){.chat{--wall:#0b141a;--in:#202c33;--out:#005c4b;--ink:#e9edef;--meta:#8696a0;--tap:#53bdeb;--bar:#1f2c34}}
.chat-head{display:flex;align-items:center;gap:10px;background:#0b5d45;color:#fff;padding:10px 12px}
.avatar{flex:none;width:40px;height:40px;border-radius:50%;background:#fff;color:#0b5d45;display:grid;place-items:center;font-weight:800}
.who{flex:1;min-width:0;font-size:17px}
.as{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:0 8px 0 12px;background:var(--bar);color:var(--meta);font-size:13px}
.change{flex:none;min-height:40px;padding:0 4px;border:0;background:none;color:var(--tap);font-size:13px;font-weight:600;cursor:pointer}
.chat>.mpesa{margin:8px 8px 0}
.setup{margin:auto 12px;display:grid;gap:12px;background:var(--card);color:var(--fg);border-radius:16px;padding:16px}
.log{flex:1;overflow-y:auto;padding:12px 10px;display:flex;flex-direction:column;gap:6px}
.note{align-self:center;max-width:90%;text-align:center;background:#ffeecd;color:#54656f;border-radius:8px;padding:6px 10px;font-size:13px;margin:0}
.bubble{max-width:85%;padding:6px 9px 4px;border-radius:10px;background:var(--in);box-shadow:0 1px .5px rgb(11 20 26 / .13);white-space:pre-wrap;overflow-wrap:anywhere;font-size:15px;margin:0}
.bubble.in{align-self:flex-start;border-top-left-radius:2px}
.bubble.out{align-self:flex-end;background:var(--out);border-top-right-radius:2px}
.bubble a{color:var(--tap)}
.footer,.meta{display:block;color:var(--meta)}
.footer{font-size:13px;margin-top:4px}
.meta{font-size:11px;text-align:right;margin-top:2px}
.meta.bad,.retry{color:#d93025}
.retry{display:block;margin-left:auto;background:none;border:0;padding:4px 0;font-size:12px;cursor:pointer;min-height:32px}
.taps{align-self:flex-start;width:85%;display:grid;gap:4px}
.taps button{min-height:44px;border:0;border-radius:10px;background:var(--in);color:var(--tap);font-weight:600;font-size:15px;box-shadow:0 1px .5px rgb(11 20 26 / .13);cursor:pointer}
.composer{display:flex;gap:8px;padding:8px;background:var(--bar)}
.composer input{flex:1;min-width:0;height:44px;border-radius:22px;border:0;padding:0 16px;font-size:16px;background:var(--in);color:var(--ink)}
.send{flex:none;width:44px;height:44px;border-radius:50%;border:0;background:#0b5d45;color:#fff;display:grid;place-items:center;cursor:pointer}
.sheet{width:100%;max-width:400px;margin:auto auto 0;padding:0;border:0;border-radius:16px 16px 0 0;background:var(--card);color:var(--fg)}
.sheet::backdrop{background:rgb(0 0 0 / .4)}
.sheet header{display:flex;align-items:center;justify-content:space-between;padding:8px 8px 8px 16px;border-bottom:1px solid var(--line)}
.sheet header button{width:44px;height:44px;border:0;background:none;color:var(--fg);font-size:24px;cursor:pointer}
.rows{display:grid;max-height:70dvh;overflow-y:auto;padding:4px 0 12px}
.rows button{display:grid;gap:2px;text-align:left;min-height:52px;padding:10px 16px;border:0;border-bottom:1px solid var(--line);background:none;color:var(--fg);cursor:pointer}
.rows small{color:var(--muted);font-size:13px}
`;

const SEND_ICON = html`<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
  <path fill="currentColor" d="M3 20.5 21.5 12 3 3.5v6.6L15 12 3 13.9z" />
</svg>`;

function chatScreen(phone: string, prefill: string) {
  return html`<section class="chat" aria-label="${say('chat.heading')}">
    <header class="chat-head">
      <span class="avatar" aria-hidden="true">M</span>
      <strong class="who">Miadi</strong>
      <span class="badge">${say('badge')}</span>
    </header>
    <div id="as" class="as" hidden>
      <span>${say('chat.as')} <span id="as-phone"></span></span>
      <button id="change" class="change" type="button">${say('chat.change')}</button>
    </div>
    ${mpesaPanel()}
    <form id="setup" class="setup" novalidate>
      ${phoneField(say('chat.phone'), phone)}
      <p id="phone-error" class="error" role="alert" hidden>${say('phone.invalid')}</p>
      <button class="btn primary" type="submit">${say('chat.start')}</button>
    </form>
    <div id="log" class="log" role="log" hidden>
      <p id="empty" class="note">${say('chat.empty')}</p>
    </div>
    <form id="composer" class="composer" novalidate hidden>
      <input
        id="message"
        aria-label="${say('chat.message')}"
        placeholder="${say('chat.placeholder')}"
        autocomplete="off"
        maxlength="4096"
        value="${prefill}"
      />
      <button class="send" type="submit" aria-label="${say('chat.send')}">${SEND_ICON}</button>
    </form>
    <dialog id="sheet" class="sheet" aria-labelledby="sheet-title">
      <header>
        <strong id="sheet-title"></strong>
        <button id="sheet-close" type="button" aria-label="${say('chat.close')}">×</button>
      </header>
      <div id="sheet-rows" class="rows"></div>
    </dialog>
  </section>`;
}

/**
 * The test WhatsApp chat: a phone's chat with Miadi that posts each message to the real WhatsApp
 * webhook and shows the replies the server would have sent to WhatsApp.
 */
export function chatPage({
  prefill,
  phone,
  demos,
  query,
}: {
  prefill: string;
  phone: string;
  demos: DemoCode[];
  query: Record<string, string>;
}) {
  const data: ChatPageData = {
    texts: { notSent: say('chat.notSent'), failed: say('chat.failed') },
  };
  return testPage({
    title: say('chat.title'),
    heading: say('chat.heading'),
    about: say('chat.about'),
    style: STYLE,
    query,
    phone: chatScreen(phone, prefill),
    side: html`<div class="side">
      <section class="card"><p class="muted">${say('chat.help')}</p></section>
      ${demoCard(demos, query)}
    </div>`,
    data,
    script: '/test/chat.js',
  });
}
