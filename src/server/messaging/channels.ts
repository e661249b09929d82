import { normalizePhone } from '@shared/phone';
import { NOT_A_PHONE } from './not-a-phone';
import type { MessagingEnv } from '../env';
import type { Logger } from '../logger';
import { sendSms } from './africastalking';
import { writeToOutbox } from './outbox';
import { failed, type MessageChannels, type OutgoingMessage } from './types';
import { sendWhatsAppChat, sendWhatsAppTemplate } from './whatsapp';

/**
 * SMS through Africa's Talking and WhatsApp through the Cloud API when their credentials are set;
 * a channel without them writes to `$DATA_DIR/outbox/`. Numbers go out in E.164, and one that is
 * not a phone number is refused before any provider is called.
 */
export function createMessageChannels(options: {
  messaging: MessagingEnv;
  dataDir: string;
  logger: Logger;
}): MessageChannels {
  const { messaging } = options;
  return {
    async sendMessage(message: OutgoingMessage) {
      const to = normalizePhone(message.to);
      if (!to) return failed(NOT_A_PHONE, false);
      const normalized = { ...message, to };
      if (normalized.channel === 'sms') {
        if (!normalized.text.trim()) return failed('The message has no text', false);
        if (!messaging.africasTalking) return writeToOutbox(options, normalized);
        return sendSms(messaging.africasTalking, to, normalized.text);
      }
      if ('chat' in normalized) {
        if (!messaging.whatsapp) return writeToOutbox(options, normalized);
        return sendWhatsAppChat(messaging.whatsapp, to, normalized.chat, normalized.fallback);
      }
      if (!normalized.template.name.trim()) return failed('The message has no template', false);
      if (!messaging.whatsapp) {
        const language = normalized.template.language ?? messaging.templateLanguage;
        return writeToOutbox(options, {
          ...normalized,
          template: { ...normalized.template, language },
        });
      }
      return sendWhatsAppTemplate(
        messaging.whatsapp,
        to,
        normalized.template,
        messaging.templateLanguage,
      );
    },
  };
}
