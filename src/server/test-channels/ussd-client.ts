import type { PhoneParts } from './phone-client';
import type { UssdPageData } from './ussd-page';

/**
 * The test USSD phone in the browser (sent as its own source, client-script.ts). 'Call' opens a
 * session with a new id; each answer is posted, form-encoded, to the real USSD callback as
 * Africa's Talking posts it: `text` is every answer of the session joined by '*', the first being
 * a code keyed into the dial string (*384*0*12345# sends 12345). 'CON ...' asks for the next
 * answer; 'END ...' ends the session.
 */
export function ussdPhone({ dialDigits, storedPhone, watchTestPrompt }: PhoneParts) {
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const data = JSON.parse(byId('test-page-data').textContent ?? '{}') as UssdPageData;
  const phoneInput = byId<HTMLInputElement>('phone');
  const dialInput = byId<HTMLInputElement>('dial-string');
  const answerInput = byId<HTMLInputElement>('answer');
  const dialError = byId('dial-error');
  const screens = ['dial', 'running', 'session', 'ended'].map((id) => byId(id));
  const watch = watchTestPrompt(byId('mpesa'), byId<HTMLAnchorElement>('mpesa-link'));

  let session: { id: string; phone: string; answers: string[] } | null = null;

  const show = (id: string) => {
    for (const screen of screens) screen.hidden = screen.id !== id;
  };
  const end = (text: string) => {
    session = null;
    byId('ended-text').textContent = text;
    show('ended');
    byId('dismiss').focus();
  };

  /** What the dial string keys in after the service code: null when it dials another code. */
  const keyedIn = (dialled: string): string | null => {
    const base = data.serviceCode.slice(0, -1);
    if (dialled === data.serviceCode) return '';
    if (!dialled.startsWith(`${base}*`) || !dialled.endsWith('#')) return null;
    const extra = dialled.slice(base.length + 1, -1);
    return /^\d+(\*\d+)*$/.test(extra) ? extra : null;
  };

  const post = async () => {
    const asked = session;
    if (!asked) return;
    show('running');
    let answer: string;
    try {
      const response = await fetch('/api/channels/ussd', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId: asked.id,
          serviceCode: data.serviceCode,
          phoneNumber: asked.phone,
          networkCode: '63902',
          text: asked.answers.join('*'),
        }),
      });
      answer = response.ok
        ? await response.text()
        : `END ${((await response.json()) as { error?: { message?: string } }).error?.message ?? data.texts.network}`;
    } catch {
      answer = `END ${data.texts.network}`;
    }
    // the visitor cancelled while it was on its way
    if (session !== asked) return;
    if (answer.startsWith('CON ')) {
      byId('session-text').textContent = answer.slice(4);
      answerInput.value = '';
      show('session');
      answerInput.focus();
    } else {
      end(answer.replace(/^END /, ''));
    }
  };

  byId('dial').addEventListener('submit', (event) => {
    event.preventDefault();
    const digits = dialDigits(phoneInput.value);
    const first = keyedIn(dialInput.value.replace(/\s/g, ''));
    dialError.hidden = digits !== null && first !== null;
    if (!digits) dialError.textContent = data.texts.phoneInvalid;
    else if (first === null) dialError.textContent = data.texts.badCode;
    if (!digits || first === null) return;
    storedPhone(phoneInput.value.trim());
    watch(`+${digits}`);
    const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    session = { id: `ATUid_${id}`, phone: `+${digits}`, answers: first ? [first] : [] };
    void post();
  });
  byId('session').addEventListener('submit', (event) => {
    event.preventDefault();
    const answer = answerInput.value.trim();
    if (!session || !answer) return;
    session.answers.push(answer);
    void post();
  });
  byId('cancel').addEventListener('click', () => {
    session = null;
    show('dial');
  });
  byId('dismiss').addEventListener('click', () => show('dial'));

  // a number typed on an earlier visit (or given in the address) watches for its prompt at once
  if (!phoneInput.value) phoneInput.value = storedPhone();
  const known = dialDigits(phoneInput.value);
  if (known) watch(`+${known}`);
}
