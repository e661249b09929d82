import { MessageCircle } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import type { PublicPage } from './booking-api';
import { howToText } from './messages/booking-how-to';

const STEPS = ['how.service', 'how.details', 'how.time', 'how.staff', 'how.pay'] as const;

/**
 * The steps to book here, and the other way in: a chat on WhatsApp with the business's code, which
 * the server's link fills in as it is now (a plain link: no code on the page's first load).
 */
export function HowToBook({ business }: { business: PublicPage['business'] }) {
  return (
    <section
      className="rounded-card border border-line bg-surface p-5"
      aria-labelledby="how-heading"
    >
      <h2 id="how-heading" className="font-semibold">
        {howToText('how.heading')}
      </h2>
      <ol className="mt-3 grid gap-2 text-sm text-muted">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
              {i + 1}
            </span>
            {howToText(step)}
          </li>
        ))}
      </ol>
      <div className="mt-4 grid gap-3 border-t border-line pt-4">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-muted">
          {howToText('chat.code')}
          <span className="font-mono text-base font-semibold tracking-wider text-fg">
            {business.bookingCode}
          </span>
        </p>
        <a
          href={`/api/public/businesses/${business.id}/whatsapp`}
          className={buttonClass('outline', 'block')}
        >
          <MessageCircle aria-hidden />
          {howToText('chat.whatsapp')}
        </a>
      </div>
    </section>
  );
}
