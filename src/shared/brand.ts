/** How the product names itself and how people reach the team. */
export const BRAND = {
  name: 'Miadi',
  domain: 'miadi.co.ke',
  tagline: 'Bookings and payments for your business',
  supportEmail: 'support@miadi.co.ke',
  supportPhone: '+254 700 642 342',
  /** WhatsApp wants the number as digits with the country code. */
  supportWhatsApp: '254700642342',
  address: 'Ngong Road, Nairobi, Kenya',
  uptime: '99.9%',
} as const;

export function whatsAppLink(digits: string, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${digits.replace(/\D/g, '')}${text}`;
}
