import { html } from 'hono/html';
import { testChannelsText as say } from '../messages/test-channels';
import type { DemoCode } from './demo-codes';
import { demoCard, mpesaPanel, phoneField, testPage } from './page';

/** The service code the page dials where the server has none: a stand-in of the usual shape. */
export const STAND_IN_USSD_CODE = '*384*0#';

/** What the script needs beyond the markup: the code it dials, and the words it says itself. */
export interface UssdPageData {
  serviceCode: string;
  texts: { phoneInvalid: string; badCode: string; network: string };
}

const STYLE = `
.handset{width:100%;max-width:360px;background:#1c2420;border-radius:36px;padding:18px 12px 20px;box-shadow:0 24px 48px -24px rgb(0 0 0 / .5)}
.bezel{position:relative;display:flex;justify-content:center;align-items:center;height:24px;margin-bottom:10px}
.bezel .badge{position:absolute;left:10px;padding:2px 10px;font-size:12px}
.earpiece{width:64px;height:6px;border-radius:3px;background:#3a4540}
.status{display:flex;justify-content:space-between;align-items:center;font-size:12px;font-weight:600;color:#56615c}
.bars{display:inline-flex;align-items:flex-end;gap:2px;height:12px}
.bars i{width:3px;height:12px;background:#56615c;border-radius:1px}
.bars i:nth-child(1){height:4px}.bars i:nth-child(2){height:7px}.bars i:nth-child(3){height:10px}
.screen{--card:#fff;--fg:#101714;--muted:#56615c;--line:#c9d3ce;--brand:#0b5d45;--danger:#b91c1c;background:#e9eeeb;color:#101714;border-radius:14px;min-height:460px;padding:12px;display:flex;flex-direction:column;gap:12px}
.dial{display:grid;gap:12px;margin-top:auto}
.dial-string input{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:22px;text-align:center;letter-spacing:.04em;height:52px}
.call{height:52px;border:0;border-radius:26px;background:#16a34a;color:#fff;font-size:18px;font-weight:700;cursor:pointer}
.box{background:#fff;border-radius:12px;padding:14px;box-shadow:0 2px 12px rgb(0 0 0 / .14);display:grid;gap:12px;margin:auto 0}
.box input{height:44px;width:100%;border:0;border-bottom:2px solid #0b5d45;background:#f5f7f6;padding:0 10px;font-size:16px;color:#101714}
.ussd-text{white-space:pre-wrap;overflow-wrap:anywhere;font-size:16px;margin:0}
.running{display:flex;align-items:center;gap:12px}
.running::before{content:'';width:20px;height:20px;border-radius:50%;border:3px solid #c9d3ce;border-top-color:#0b5d45;animation:turn 1s linear infinite}
@keyframes turn{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.running::before{animation:none}}
.actions{display:flex;justify-content:flex-end;gap:8px}
.home-key{width:52px;height:52px;border-radius:50%;border:2px solid #3a4540;margin:18px auto 0}
`;

function handset(phone: string, dial: string) {
  return html`<section class="handset" aria-label="${say('ussd.heading')}">
    <div class="bezel">
      <span class="badge">${say('badge')}</span>
      <span class="earpiece"></span>
    </div>
    <div class="screen">
      <div class="status" aria-hidden="true">
        <span>Safaricom</span>
        <span class="bars"><i></i><i></i><i></i><i></i></span>
      </div>
      ${mpesaPanel()}
      <form id="dial" class="dial" novalidate>
        ${phoneField(say('phone.label'), phone)}
        <label class="field dial-string"
          >${say('ussd.dial')}
          <input
            id="dial-string"
            inputmode="tel"
            autocomplete="off"
            maxlength="40"
            value="${dial}"
          />
        </label>
        <p id="dial-error" class="error" role="alert" hidden></p>
        <button class="call" type="submit">${say('ussd.call')}</button>
        <p class="hint">${say('ussd.idle')}</p>
      </form>
      <div id="running" class="box" hidden>
        <p class="ussd-text running">${say('ussd.running')}</p>
      </div>
      <form id="session" class="box" novalidate hidden>
        <p id="session-text" class="ussd-text" aria-live="polite"></p>
        <input id="answer" aria-label="${say('ussd.reply')}" autocomplete="off" maxlength="160" />
        <div class="actions">
          <button id="cancel" class="btn plain" type="button">${say('ussd.cancel')}</button>
          <button class="btn primary" type="submit">${say('ussd.send')}</button>
        </div>
      </form>
      <div id="ended" class="box" hidden>
        <p id="ended-text" class="ussd-text" aria-live="polite"></p>
        <div class="actions">
          <button id="dismiss" class="btn primary" type="button">${say('ussd.dismiss')}</button>
        </div>
      </div>
    </div>
    <div class="home-key" aria-hidden="true"></div>
  </section>`;
}

/**
 * The test USSD phone: a feature phone's screen that dials the USSD string (with the business's
 * code keyed in where one was given) and shows each answer of the real USSD callback.
 */
export function ussdPage({
  serviceCode,
  code,
  phone,
  demos,
  query,
}: {
  serviceCode: string;
  code: string | null;
  phone: string;
  demos: DemoCode[];
  query: Record<string, string>;
}) {
  const dial = code ? `${serviceCode.slice(0, -1)}*${code}#` : serviceCode;
  const data: UssdPageData = {
    serviceCode,
    texts: {
      phoneInvalid: say('phone.invalid'),
      badCode: say('ussd.badCode', { code: serviceCode }),
      network: say('network'),
    },
  };
  return testPage({
    title: say('ussd.title'),
    heading: say('ussd.heading'),
    about: say('ussd.about'),
    style: STYLE,
    query,
    phone: handset(phone, dial),
    side: html`<div class="side">
      <section class="card"><p class="muted">${say('ussd.help')}</p></section>
      ${demoCard(demos, query)}
    </div>`,
    data,
    script: '/test/ussd.js',
  });
}
