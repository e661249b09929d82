import type { WhatsAppMessage } from '../dialog/whatsapp-screen';

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export interface WhatsAppTemplate {
  name: string;
  /** A template language code such as en or en_US; the configured default when left out. */
  language?: string;
  /** The body's {{1}}, {{2}}, ... in order. */
  parameters: string[];
}

export type OutgoingMessage =
  | { channel: 'sms'; to: string; text: string }
  | { channel: 'whatsapp'; to: string; template: WhatsAppTemplate }
  /** A reply in a chat the client opened, with its numbered-text form where the API refuses it. */
  | { channel: 'whatsapp'; to: string; chat: WhatsAppMessage; fallback: string };

export interface SendResult {
  /** sent: the provider took it; queued: the provider holds it for later delivery; failed: it did not. */
  status: 'sent' | 'queued' | 'failed';
  providerId: string | null;
  error: string | null;
  /** A failure that may pass if the same message is sent again later (the job retries only these). */
  isTemporary: boolean;
}

export interface MessageChannels {
  sendMessage(message: OutgoingMessage): Promise<SendResult>;
}

export const failed = (error: string, isTemporary: boolean): SendResult => ({
  status: 'failed',
  providerId: null,
  error,
  isTemporary,
});

/** How long one provider call may take before it counts as a (temporary) network failure. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** A network failure or timeout, described without the request (which may carry a key). */
export function networkFailure(provider: string, error: unknown): SendResult {
  const reason = error instanceof Error ? error.message : String(error);
  return failed(`${provider} could not be reached: ${reason}`, true);
}
