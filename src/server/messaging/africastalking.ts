import type { AfricasTalkingEnv } from '../env';
import { failed, networkFailure, PROVIDER_TIMEOUT_MS, type SendResult } from './types';

interface Recipient {
  statusCode?: number;
  number?: string;
  status?: string;
  cost?: string;
  messageId?: string;
}

interface MessagingResponse {
  SMSMessageData?: { Message?: string; Recipients?: Recipient[] };
}

/** Per-recipient codes: 100 Processed, 101 Sent, 102 Queued are accepted. */
const ACCEPTED = new Set([100, 101, 102]);
/** The provider's own trouble, worth trying again later; every other code is about this message. */
const TEMPORARY = new Set([500, 501, 502]);

/**
 * One SMS through Africa's Talking's messaging endpoint (POST /version1/messaging, form-encoded,
 * the key in the apiKey header), with the recipient's own status read back from the answer.
 */
export async function sendSms(
  config: AfricasTalkingEnv,
  to: string,
  text: string,
): Promise<SendResult> {
  const body = new URLSearchParams({ username: config.username, to, message: text });
  if (config.senderId) body.set('from', config.senderId);
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/version1/messaging`, {
      method: 'POST',
      headers: {
        apiKey: config.apiKey,
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure("Africa's Talking", error);
  }
  const raw = await response.text().catch(() => '');
  if (response.status === 401) {
    return failed(
      "Africa's Talking refused the credentials (401): check AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY",
      false,
    );
  }
  if (response.status >= 500 || response.status === 429) {
    return failed(`Africa's Talking answered ${response.status}`, true);
  }
  if (!response.ok) {
    return failed(`Africa's Talking answered ${response.status}: ${raw.slice(0, 200)}`, false);
  }
  let parsed: MessagingResponse;
  try {
    parsed = JSON.parse(raw) as MessagingResponse;
  } catch {
    return failed("Africa's Talking answered something other than JSON", true);
  }
  const recipient = parsed.SMSMessageData?.Recipients?.[0];
  if (!recipient || typeof recipient.statusCode !== 'number') {
    // e.g. { Message: 'InvalidSenderId', Recipients: [] }: nothing was sent, and again would not help
    const message = parsed.SMSMessageData?.Message ?? 'no recipient in the answer';
    return failed(`Africa's Talking sent nothing: ${message}`, false);
  }
  const providerId =
    recipient.messageId && recipient.messageId !== 'None' ? recipient.messageId : null;
  if (ACCEPTED.has(recipient.statusCode)) {
    return {
      status: recipient.statusCode === 102 ? 'queued' : 'sent',
      providerId,
      error: null,
      isTemporary: false,
    };
  }
  return failed(
    `Africa's Talking: ${recipient.status ?? 'Failed'} (${recipient.statusCode})`,
    TEMPORARY.has(recipient.statusCode),
  );
}
