const STEPS = [
  'Choose a service',
  'Enter your name, e-mail and phone',
  'Pick a date and a free time',
  'Choose who you would like, or anyone available',
  'Pay or confirm, and keep your ticket code',
];

export function HowToBook() {
  return (
    <section
      className="rounded-card border border-line bg-surface p-5"
      aria-labelledby="how-heading"
    >
      <h2 id="how-heading" className="font-semibold">
        How to Book
      </h2>
      <ol className="mt-3 grid gap-2 text-sm text-muted">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-3">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200">
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </section>
  );
}
