import { normalizePhone } from '@shared/phone';

/** 14:05, as a countdown reads. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 0712345678 however a Kenyan number was typed (+254 7.., 254 1.., 07..); any other as it was. */
export function localPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  return e164?.startsWith('+254') ? `0${e164.slice(4)}` : phone.trim();
}
