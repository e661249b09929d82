import {
  BellRing,
  CalendarCheck,
  ClipboardCheck,
  CreditCard,
  type LucideIcon,
  ReceiptText,
  Star,
} from 'lucide-react';
import { demoText } from './messages/demo-page';

interface Topic {
  icon: LucideIcon;
  /** The topic's words in the catalogue: `topics.<id>.title` and `.text`. */
  id: 'today' | 'invoices' | 'attendance' | 'reminders' | 'reviews' | 'plan';
}

/** Things to try in the demo account, each a screen that works today. */
const TOPICS: Topic[] = [
  { icon: CalendarCheck, id: 'today' },
  { icon: ReceiptText, id: 'invoices' },
  { icon: ClipboardCheck, id: 'attendance' },
  { icon: BellRing, id: 'reminders' },
  { icon: Star, id: 'reviews' },
  { icon: CreditCard, id: 'plan' },
];

export function DemoTopics() {
  return (
    <section aria-labelledby="topics-title" className="mt-16">
      <h2 id="topics-title" className="text-2xl font-bold tracking-tight">
        {demoText('topics.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {TOPICS.map(({ icon: Icon, id }) => (
          <li key={id} className="flex gap-4 rounded-card border border-line bg-surface p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{demoText(`topics.${id}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{demoText(`topics.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
