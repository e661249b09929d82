/** Ticket codes avoid 0/O and 1/I so they can be read aloud and typed from a screen without doubt. */
export const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TICKET_CODE_LENGTH = 8;

export function generateTicketCode(length = TICKET_CODE_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let code = '';
  // 32 symbols divide 256 evenly, so taking the byte modulo 32 is unbiased
  for (const byte of bytes) code += TICKET_ALPHABET[byte % TICKET_ALPHABET.length];
  return code;
}
