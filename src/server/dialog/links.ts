import type { MessagingEnv } from '../env';

/**
 * Where a client reaches a business's booking dialog (docs/decisions/0075): the platform's one
 * WhatsApp number with the business's code prefilled, and the USSD string with the code keyed in.
 * Without the channel's keys, the built-in test chat page and test USSD phone stand in.
 */
export interface ChannelLinks {
  /** The business's booking code, typed on either channel. */
  code: string;
  /** A wa.me link opening a chat with the code prefilled, or the test chat page's. */
  whatsappUrl: string;
  /** The link opens the built-in test chat, not WhatsApp. */
  whatsappIsTest: boolean;
  /** What a client dials, the code keyed in (*384*4545*12345#); null without a USSD code. */
  ussdDial: string | null;
  /** The test USSD phone with the code keyed in, where no USSD code is set; else null. */
  ussdTestUrl: string | null;
}

/** The first message a wa.me link prefills: the code, which starts the dialog at that business. */
export function prefilledText(code: string): string {
  return `Book ${code}`;
}

export function channelLinks(
  env: { publicUrl: string; messaging: Pick<MessagingEnv, 'whatsappNumber' | 'ussdCode'> },
  code: string,
): ChannelLinks {
  const { whatsappNumber, ussdCode } = env.messaging;
  const text = encodeURIComponent(prefilledText(code));
  return {
    code,
    whatsappUrl: whatsappNumber
      ? `https://wa.me/${whatsappNumber}?text=${text}`
      : `${env.publicUrl}/test/chat?code=${code}`,
    whatsappIsTest: !whatsappNumber,
    ussdDial: ussdCode ? `${ussdCode.slice(0, -1)}*${code}#` : null,
    ussdTestUrl: ussdCode ? null : `${env.publicUrl}/test/ussd?code=${code}`,
  };
}
