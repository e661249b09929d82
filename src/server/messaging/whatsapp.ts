import { phoneDigits } from '@shared/phone';
import type { WhatsAppMessage } from '../dialog/whatsapp-screen';
import type { WhatsAppEnv } from '../env';
import {
  failed,
  networkFailure,
  PROVIDER_TIMEOUT_MS,
  type SendResult,
  type WhatsAppTemplate,
} from './types';

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
}

/** Cloud API error codes worth another try later: throughput and pair rate limits, unknown, service. */
const TEMPORARY_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

function isTemporary(status: number, code: number | undefined): boolean {
  if (status === 429 || status >= 500) return true;
  return code !== undefined && TEMPORARY_CODES.has(code);
}

/** A message to a client's number, as the Cloud API takes it (POST /{phone-number-id}/messages). */
async function postMessage(
  config: WhatsAppEnv,
  to: string,
  content: object,
): Promise<SendResult & { code?: number }> {
  const payload = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: phoneDigits(to),
    ...content,
  };
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure('WhatsApp', error);
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: string; message_status?: string }[];
    error?: GraphError;
  } | null;
  const id = body?.messages?.[0]?.id;
  if (response.ok && id) {
    const held = body?.messages?.[0]?.message_status === 'held_for_quality_assessment';
    return { status: held ? 'queued' : 'sent', providerId: id, error: null, isTemporary: false };
  }
  const error = body?.error;
  const code = error?.code;
  const described = error
    ? `WhatsApp: ${error.message ?? 'error'} (code ${code ?? '?'}${error.error_subcode ? `/${error.error_subcode}` : ''})`
    : `WhatsApp answered ${response.status}`;
  return { ...failed(described, isTemporary(response.status, code)), code };
}

/**
 * One template message: a template, because a reminder opens the conversation and free text is
 * refused outside the 24-hour customer service window.
 */
export async function sendWhatsAppTemplate(
  config: WhatsAppEnv,
  to: string,
  template: WhatsAppTemplate,
  defaultLanguage: string,
): Promise<SendResult> {
  const { code: _code, ...result } = await postMessage(config, to, {
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language ?? defaultLanguage },
      components: template.parameters.length
        ? [
            {
              type: 'body',
              parameters: template.parameters.map((text) => ({ type: 'text', text })),
            },
          ]
        : [],
    },
  });
  return result;
}

/** Errors that mean the interactive message itself was refused, where plain text still goes. */
const INTERACTIVE_REFUSED = new Set([100, 131008, 131009]);

/**
 * A reply in the chat, free-form (inside the customer service window): reply buttons or a list,
 * and the same screen as numbered text where the API refuses the interactive message.
 */
export async function sendWhatsAppChat(
  config: WhatsAppEnv,
  to: string,
  message: WhatsAppMessage,
  fallback: string,
): Promise<SendResult> {
  const { code, ...result } = await postMessage(config, to, message);
  if (
    result.status !== 'failed' ||
    message.type !== 'interactive' ||
    code === undefined ||
    !INTERACTIVE_REFUSED.has(code) ||
    !fallback.trim()
  ) {
    return result;
  }
  const { code: _again, ...plain } = await postMessage(config, to, {
    type: 'text',
    text: { body: fallback, preview_url: false },
  });
  return plain;
}
