import { howToText } from './messages/booking-how-to';

const STEPS = ['how.service', 'how.details', 'how.time', 'how.staff', 'how.pay'] as const;

export function HowToBook() {
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
    </section>
  );
}
