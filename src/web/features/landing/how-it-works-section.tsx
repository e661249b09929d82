import { BellRing, CalendarCheck, type LucideIcon, QrCode } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * Where quotes from owners once stood: Miadi has no customers' words to show yet, so the section
 * walks through what happens instead (docs/decisions/0062), each step something the product does.
 */
const STEPS: Step[] = [
  {
    icon: QrCode,
    title: 'Share your link',
    text: 'Add your services, prices, hours and staff, then put your booking link and QR code where your clients already are.',
  },
  {
    icon: CalendarCheck,
    title: 'Clients book and pay',
    text: 'They choose a service, a time and maybe a staff member, pay by M-Pesa or card if you ask them to, and get a confirmation at once.',
  },
  {
    icon: BellRing,
    title: 'Your day runs itself',
    text: 'Reminders go out before each visit, clients move or cancel on their own link, and your dashboard shows the day, the week and the money.',
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-raised/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="Less time on the phone, more paid bookings"
        />
        <ol className="mt-12 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="flex flex-col rounded-card border border-line bg-surface p-6"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
