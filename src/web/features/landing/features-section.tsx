import {
  BellRing,
  ClipboardCheck,
  type LucideIcon,
  MapPin,
  QrCode,
  ReceiptText,
  Smartphone,
  Users,
  WifiOff,
} from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  /** Only what the product does today (docs/product/settled-rules.md §1 Name and defaults, docs/decisions/0062). */
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: QrCode,
    title: 'Your own booking page',
    text: 'A link and a QR code for your counter, Instagram bio or WhatsApp status. Clients book from any phone, with no account and no app to install.',
  },
  {
    icon: Smartphone,
    title: 'M-Pesa and card payments',
    text: 'Clients pay through Paystack when they book, or after the visit: you choose. 95% of every payment goes to you, and you can refund one from your phone.',
  },
  {
    icon: BellRing,
    title: 'Automatic reminders',
    text: 'Clients get a reminder by WhatsApp, SMS or e-mail (24 hours before, or when you choose), with their own link to move or cancel.',
  },
  {
    icon: Users,
    title: 'Client records',
    text: 'Every visit, payment and note in one place, walk-ins included. Export your bookings and clients to CSV at any time.',
  },
  {
    icon: ClipboardCheck,
    title: 'Staff and attendance',
    text: 'Assign bookings to each staff member, and keep a sign-in register that shows who came in, when, and for how long.',
  },
  {
    icon: ReceiptText,
    title: 'Invoices',
    text: 'Send an invoice by e-mail with its PDF in a few taps. Unpaid ones are marked overdue on their own, so nothing slips.',
  },
  {
    icon: MapPin,
    title: 'Found on the map',
    text: 'Appear on Discover, where people nearby search for a salon, clinic or shuttle and book on the spot.',
  },
  {
    icon: WifiOff,
    title: 'Works offline, on any phone',
    text: 'Install it from the browser. Your area opens without a connection, attendance taken offline syncs when you are back, and each new booking reaches your phone.',
  },
];

export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Everything in one place"
        title="Run your day from your phone"
      >
        The tools a busy front desk needs, without the paper diary, the missed calls or chasing
        payments.
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card border border-line bg-surface p-5 sm:p-6">
            <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="font-semibold">{title}</h3>
            </div>
            <p className="mt-3 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
