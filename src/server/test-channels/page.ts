import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { currentLocale } from '@shared/i18n/current-locale';
import { LOCALE_NAMES, LOCALES } from '@shared/i18n/locales';
import { scriptJson } from '../http/server-render';
import { testChannelsText as say } from '../messages/test-channels';
import type { DemoCode } from './demo-codes';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** What both test pages look like around their phone: a page of the site's, marked a test. */
const STYLE = `
:root{color-scheme:light dark;--bg:#f5f7f6;--card:#fff;--fg:#101714;--muted:#56615c;--line:#e3e8e5;--brand:#0b5d45;--danger:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0b0f0d;--card:#121816;--fg:#eef3f1;--muted:#9aa8a2;--line:#26302c;--brand:#38a47f;--danger:#f87171}.handset,.chat{outline:1px solid #34403a}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--bg);color:var(--fg);line-height:1.45}
button,input{font:inherit}
:focus-visible{outline:2px solid #178763;outline-offset:2px}
[hidden]{display:none!important}
.page{max-width:1040px;margin:0 auto;padding:16px 12px 40px}
.intro{max-width:800px;margin:0 auto 20px}
.top{display:flex;align-items:center;justify-content:space-between;gap:12px}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 12px;font-size:13px;font-weight:700}
.langs{display:flex;gap:4px}
.langs a{display:inline-flex;align-items:center;min-height:44px;padding:0 8px;color:var(--muted);font-size:14px}
.langs a[aria-current=true]{color:var(--fg);font-weight:600;text-decoration:none}
h1{font-size:24px;line-height:1.2;margin:8px 0 8px}
.muted{color:var(--muted);font-size:14px;margin:0}
.stage{display:grid;gap:24px;justify-items:center}
@media (min-width:880px){.stage{grid-template-columns:400px 360px;justify-content:center;align-items:start}}
.side{width:100%;max-width:400px;display:grid;gap:16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:16px}
.card h2{font-size:16px;margin:0 0 12px}
.demos{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.demos a{display:grid;grid-template-columns:1fr auto;align-items:center;gap:4px 12px;min-height:44px;padding:8px 12px;border:1px solid var(--line);border-radius:12px;color:var(--fg);text-decoration:none}
.demos a:hover,.demos a[aria-current=true]{border-color:var(--brand)}
.demos a[aria-current=true]{box-shadow:inset 0 0 0 1px var(--brand)}
.demos .name{font-weight:600}
.demos .tag{grid-column:1;justify-self:start}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-weight:700;color:var(--brand)}
.tag{font-size:12px;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 8px}
.field{display:grid;gap:4px;font-size:14px;font-weight:600}
.field input{height:44px;width:100%;border:1px solid var(--line);border-radius:10px;padding:0 12px;background:var(--card);color:var(--fg);font-size:16px;font-weight:400}
.hint{color:var(--muted);font-size:13px;margin:0}
.error{color:var(--danger);font-size:14px;margin:0}
.btn{min-height:44px;padding:0 18px;border-radius:10px;border:0;font-weight:700;cursor:pointer}
.btn.primary{background:#0b5d45;color:#fff}
.btn.plain{background:transparent;color:#0b5d45}
.mpesa{border-radius:14px;overflow:hidden;background:#fff;color:#101714;border:1px solid #bfe3c9;box-shadow:0 8px 24px -10px rgb(0 0 0 / .35)}
.mpesa h2{margin:0;background:#2e9e47;color:#fff;font-size:16px;font-weight:800;padding:8px 14px}
.mpesa div{padding:12px 14px;display:grid;gap:10px}
.mpesa p{margin:0}
.mpesa a{display:flex;align-items:center;justify-content:center;min-height:44px;border-radius:10px;background:#2e9e47;color:#fff;font-weight:700;text-decoration:none}
.mpesa small{color:#56615c}
`;

/** The test M-Pesa prompt, hidden until one waits on the visitor's phone (phone-client.ts). */
export function mpesaPanel() {
  return html`<section id="mpesa" class="mpesa" aria-labelledby="mpesa-title" hidden>
    <h2 id="mpesa-title">${say('mpesa.title')}</h2>
    <div>
      <p>${say('mpesa.text')}</p>
      <a id="mpesa-link" target="_blank" rel="noopener">${say('mpesa.open')}</a>
      <small>${say('mpesa.note')}</small>
    </div>
  </section>`;
}

/** The visitor's number, which the page's messages or callbacks come from (phone-client.ts). */
export function phoneField(label: string, phone: string) {
  return html`<label class="field"
      >${label}
      <input
        id="phone"
        type="tel"
        inputmode="tel"
        autocomplete="tel"
        maxlength="20"
        value="${phone}"
        placeholder="0712 345 678"
      />
    </label>
    <p class="hint">${say('phone.hint')}</p>`;
}

/** The demo businesses to try, each opening the page again with its code (the number kept). */
export function demoCard(demos: DemoCode[], query: Record<string, string>) {
  if (demos.length === 0) return '';
  const { code: given, ...kept } = query;
  const linkTo = (code: string) => `?${new URLSearchParams({ code, ...kept }).toString()}`;
  return html`<section class="card" aria-labelledby="demo-heading">
    <h2 id="demo-heading">${say('demo.heading')}</h2>
    <ul class="demos">
      ${demos.map(
        (demo) =>
          html`<li>
            <a href="${linkTo(demo.code)}" aria-current="${demo.code === given ? 'true' : 'false'}"
              ><span class="name">${demo.name}</span>
              <span class="code">${demo.code}</span>
              ${demo.takesPayment ? html`<span class="tag">${say('demo.pays')}</span>` : ''}</a
            >
          </li>`,
      )}
    </ul>
  </section>`;
}

/** The page's address in each language, the rest of its query kept. */
function languageLinks(query: Record<string, string>) {
  const current = currentLocale();
  return html`<nav class="langs" aria-label="${say('languages')}">
    ${LOCALES.map((locale) => {
      const href = `?${new URLSearchParams({ ...query, lang: locale }).toString()}`;
      const isCurrent = locale === current ? 'true' : 'false';
      return html`<a href="${href}" lang="${locale}" aria-current="${isCurrent}"
        >${LOCALE_NAMES[locale]}</a
      >`;
    })}
  </nav>`;
}

/**
 * A test page: its heading and what it stands in for, the phone, and beside it the help and the
 * demo businesses; the data its script reads (never put into the markup by the script as markup),
 * and the script, a file of this origin.
 */
export function testPage(options: {
  title: string;
  heading: string;
  about: string;
  style: string;
  query: Record<string, string>;
  phone: Markup;
  side: Markup;
  data: unknown;
  script: string;
}) {
  return html`<!doctype html>
    <html lang="${currentLocale()}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${options.title}</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <style>
          ${raw(STYLE + options.style)}
        </style>
      </head>
      <body>
        <main class="page">
          <header class="intro">
            <div class="top">
              <span class="badge">${say('badge')}</span>
              ${languageLinks(options.query)}
            </div>
            <h1>${options.heading}</h1>
            <p class="muted">${options.about}</p>
          </header>
          <div class="stage">${options.phone}${options.side}</div>
        </main>
        <script type="application/json" id="test-page-data">
          ${raw(scriptJson(options.data))}
        </script>
        <script src="${options.script}" defer></script>
      </body>
    </html>`;
}
