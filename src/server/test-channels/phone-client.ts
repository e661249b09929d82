/**
 * What both test pages do in the browser with the visitor's phone: read the number typed, remember
 * it on the device, and show the test M-Pesa prompt waiting on it. Each function is sent to the
 * browser as its own source (client-script.ts), so each uses nothing outside its body.
 */

/**
 * The digits WhatsApp and the network give a typed number (254712345678), by the rule of
 * normalizePhone in src/shared/phone.ts, which the page cannot import; null when it is no number.
 */
export function dialDigits(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^0[17]\d{8}$/.test(compact)) digits = `254${compact.slice(1)}`;
  else if (/^[17]\d{8}$/.test(compact)) digits = `254${compact}`;
  else if (/^254\d{9}$/.test(compact)) digits = compact;
  else return null;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/**
 * The number typed last on this device, to fill the field next time: a convenience, not a session
 * (the number is whatever the visitor types). Storage a browser refuses is simply not used.
 */
export function storedPhone(typed?: string): string {
  const key = 'miadi-test-phone';
  try {
    if (typed !== undefined) localStorage.setItem(key, typed);
    return localStorage.getItem(key) ?? '';
  } catch {
    return typed ?? '';
  }
}

/**
 * Asks the server every two seconds (five while the page is hidden) whether an M-Pesa prompt
 * waits on the phone, and shows the panel with its link while one does. Answers the function that
 * changes the phone watched (null: none).
 */
export function watchTestPrompt(panel: HTMLElement, link: HTMLAnchorElement) {
  let phone: string | null = null;
  // each change of phone starts its own round of looks and ends the one before
  let round = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (url: string | null) => {
    // only the built-in provider's own page is opened from the answer
    if (url?.startsWith('/pay/test/')) {
      link.href = url;
      panel.hidden = false;
    } else {
      panel.hidden = true;
      link.removeAttribute('href');
    }
  };
  const look = async (asked: string, ofRound: number) => {
    try {
      const response = await fetch(`/api/channels/test-prompt?phone=${encodeURIComponent(asked)}`);
      if (response.ok && ofRound === round) {
        show(((await response.json()) as { url: string | null }).url);
      }
    } catch {
      // the connection dropped: the next look asks again
    }
    if (ofRound === round) {
      timer = setTimeout(() => void look(asked, ofRound), document.hidden ? 5000 : 2000);
    }
  };
  return (next: string | null) => {
    if (next === phone) return;
    phone = next;
    round += 1;
    clearTimeout(timer);
    show(null);
    if (next) void look(next, round);
  };
}

export const PHONE_PARTS = { dialDigits, storedPhone, watchTestPrompt };
export type PhoneParts = typeof PHONE_PARTS;
