import {
  BellRing,
  CalendarCheck,
  ClipboardCheck,
  type LucideIcon,
  QrCode,
  ReceiptText,
  Smartphone,
} from 'lucide-react';

interface Topic {
  icon: LucideIcon;
  title: string;
  text: string;
}

const TOPICS: Topic[] = [
  {
    icon: QrCode,
    title: 'Setting up your booking page',
    text: 'Add services, prices and opening hours, then share your link and QR code.',
  },
  {
    icon: CalendarCheck,
    title: 'A client booking in real time',
    text: 'From choosing a service to picking a time and a staff member.',
  },
  {
    icon: Smartphone,
    title: 'Taking M-Pesa and card payments',
    text: 'How payment confirms a booking, and when the money reaches you.',
  },
  {
    icon: BellRing,
    title: 'Reminders that cut no-shows (coming soon)',
    text: 'What clients receive, and when it is sent.',
  },
  {
    icon: ClipboardCheck,
    title: 'Staff diaries and attendance',
    text: 'Assigning bookings and keeping the sign-in register.',
  },
  {
    icon: ReceiptText,
    title: 'Invoices and client records',
    text: 'Billing after the visit and seeing each client’s history.',
  },
];

export function DemoTopics() {
  return (
    <section aria-labelledby="topics-title" className="mt-16">
      <h2 id="topics-title" className="text-2xl font-bold tracking-tight">
        What the walkthrough will show
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {TOPICS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
