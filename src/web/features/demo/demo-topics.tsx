import {
  BellRing,
  CalendarCheck,
  ClipboardCheck,
  CreditCard,
  type LucideIcon,
  ReceiptText,
  Star,
} from 'lucide-react';

interface Topic {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Things to try in the demo account, each a screen that works today. */
const TOPICS: Topic[] = [
  {
    icon: CalendarCheck,
    title: 'Today on the dashboard',
    text: 'The day’s bookings, revenue and new clients; then add a walk-in from Bookings.',
  },
  {
    icon: ReceiptText,
    title: 'Invoices with a PDF',
    text: 'Write an invoice for a client and send it by e-mail with its PDF.',
  },
  {
    icon: ClipboardCheck,
    title: 'Staff attendance',
    text: 'Sign a staff member in on the register, even without a connection.',
  },
  {
    icon: BellRing,
    title: 'Reminders and notices',
    text: 'Choose in Settings which reminders go out by WhatsApp, SMS or e-mail, and when.',
  },
  {
    icon: Star,
    title: 'Reviews',
    text: 'Read what clients rated their visits, and answer them in public.',
  },
  {
    icon: CreditCard,
    title: 'Your plan',
    text: 'See the Business plan, its days left and its limits on Subscription.',
  },
];

export function DemoTopics() {
  return (
    <section aria-labelledby="topics-title" className="mt-16">
      <h2 id="topics-title" className="text-2xl font-bold tracking-tight">
        What to try in the demo
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
