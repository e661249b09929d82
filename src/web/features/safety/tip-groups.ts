import { Bus, type LucideIcon, ShieldCheck, UserRound, Wallet } from 'lucide-react';
import { BRAND } from '@shared/brand';

export interface TipGroup {
  id: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  tips: string[];
}

export const TIP_GROUPS: TipGroup[] = [
  {
    id: 'platform-security',
    icon: ShieldCheck,
    title: 'Platform security',
    lead: 'Keep your business account in your hands.',
    tips: [
      'Use a strong password that you use nowhere else, and never share it. Add staff as staff members instead of handing over your login.',
      `${BRAND.name} will never ask for your password, your M-Pesa PIN or a verification code by phone, SMS or WhatsApp.`,
      `Before you sign in, check that the address bar shows ${BRAND.domain}.`,
      'Sign out after using a shared phone or a cyber café computer.',
      'Lock your phone with a PIN and keep its browser up to date.',
    ],
  },
  {
    id: 'personal-safety',
    icon: UserRound,
    title: 'Personal safety',
    lead: 'For clients and for the people who serve them.',
    tips: [
      'Check the business address, reviews and Verified badge before you book.',
      'For a home visit, such as cleaning or mobile beauty, tell someone you trust who is coming, when, and to which address.',
      'Business owners: call a new client to confirm before a home visit, and send staff in pairs when you can.',
      'Meet at the address on the booking page. Be wary if the place changes at the last minute.',
      'Trust your instincts. If something feels wrong, leave, and tell us about it.',
    ],
  },
  {
    id: 'payment-security',
    icon: Wallet,
    title: 'Payment security',
    lead: 'Most scams start with a request to pay some other way.',
    tips: [
      "Pay only through the booking page, or to the business's official till or paybill number shown on it.",
      'When the M-Pesa prompt appears on your phone, check the amount and the name before you enter your PIN.',
      'Real M-Pesa messages come from MPESA, never from an ordinary phone number. Ignore “reversal” requests sent from personal numbers.',
      'Never send money to a personal number because someone says the booking page is not working.',
      'Never share your M-Pesa PIN, card PIN or one-time code with anyone, including us.',
    ],
  },
  {
    id: 'transport-safety',
    icon: Bus,
    title: 'Transport safety',
    lead: 'For shuttle, matatu and private-hire bookings.',
    tips: [
      'Check that the vehicle carries a valid NTSA PSV licence sticker and that its number plate matches the one the operator gave you.',
      'Share your trip details with family or a friend: operator, number plate, departure time and expected arrival.',
      "Board only at the operator's stage or office shown on the booking page, and keep your ticket code ready.",
      'Wear your seatbelt, and do not board a vehicle that is already full.',
      'Report reckless driving or overloading to NTSA or the police, and to us.',
    ],
  },
];

export const RED_FLAGS: string[] = [
  'You are asked to pay a personal M-Pesa number instead of the booking page, till or paybill.',
  `Someone claiming to be from ${BRAND.name} asks for your password, PIN or a code.`,
  'An “M-Pesa” message from an ordinary number asks you to send back money sent “by mistake”.',
  'A price far below what similar businesses charge, with pressure to pay right now.',
  'A business that will not give a physical address, or moves the meeting place at the last minute.',
  `A booking link that does not lead to ${BRAND.domain}.`,
  'A shuttle without a PSV sticker, or a driver asking you to board away from the stage.',
];
