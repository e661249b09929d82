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
  text: string;
  /** Not built yet: said plainly next to it (DECISIONS.md, 'Name and defaults'). */
  soon?: string;
}

const FEATURES: Feature[] = [
  {
    icon: QrCode,
    title: 'Your own booking page',
    text: 'A link and a QR code for your counter, Instagram bio or WhatsApp status. Clients book in under a minute, no app to install.',
  },
  {
    icon: Smartphone,
    title: 'M-Pesa and card payments',
    text: 'Clients pay when they book, or after the visit: you choose. 95% of every payment goes to you, paid out within 24 hours.',
  },
  {
    icon: BellRing,
    title: 'Automatic reminders',
    soon: 'Coming soon',
    text: 'Clients get a reminder the day before, so fewer chairs, tables and seats stand empty.',
  },
  {
    icon: Users,
    title: 'Client records',
    text: 'Every visit, payment and note in one place. See who your regulars are and who has not been back.',
  },
  {
    icon: ClipboardCheck,
    title: 'Staff and attendance',
    soon: 'Attendance coming soon',
    text: 'Give each staff member their own diary, and keep a sign-in register that shows who came in and when.',
  },
  {
    icon: ReceiptText,
    title: 'Invoices',
    text: 'Send a clear invoice in a few taps. Unpaid ones are marked overdue on their own, so nothing slips.',
  },
  {
    icon: MapPin,
    title: 'Found on the map',
    text: 'Appear on Discover, where people nearby search for a salon, clinic or shuttle and book on the spot.',
  },
  {
    icon: WifiOff,
    title: 'Works offline, on any phone',
    soon: 'Coming soon',
    text: 'Install it from the browser on a basic smartphone. Attendance taken without a connection syncs when you are back online.',
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
        {FEATURES.map(({ icon: Icon, title, text, soon }) => (
          <li key={title} className="rounded-card border border-line bg-surface p-5 sm:p-6">
            <div className="flex items-center gap-3 lg:flex-col lg:items-start lg:gap-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="font-semibold">{title}</h3>
            </div>
            {soon ? (
              <p className="mt-2 inline-flex rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-800 dark:bg-accent-700/30 dark:text-accent-200">
                {soon}
              </p>
            ) : null}
            <p className="mt-3 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
