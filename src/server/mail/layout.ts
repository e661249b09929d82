/**
 * The frame every Miadi e-mail shares: a centred white card on a soft background, in tables because
 * mail clients still lay out tables more faithfully than anything else. `rows` are the card's <tr>s.
 */
export function emailCard(rows: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f7f6;font-family:Arial,Helvetica,sans-serif;color:#101714">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #e3e8e5;border-radius:16px">
${rows}</table></td></tr></table></body></html>`;
}

/** Text placed in a mail's HTML as text: every character HTML gives a meaning to is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
