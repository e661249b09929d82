import { TriangleAlert } from 'lucide-react';
import { safetyText as t } from './messages/safety-page';
import { redFlags } from './tip-groups';

export function RedFlags() {
  return (
    <section
      aria-labelledby="red-flags"
      className="rounded-card border border-accent-200 bg-accent-50 p-6 sm:p-8 dark:border-accent-700/40 dark:bg-accent-700/10"
    >
      <div className="flex items-center gap-3">
        <TriangleAlert
          className="size-6 shrink-0 text-accent-700 dark:text-accent-300"
          aria-hidden
        />
        <h2 id="red-flags" className="text-xl font-semibold tracking-tight">
          {t('flags.title')}
        </h2>
      </div>
      <p className="mt-2 text-sm text-muted">{t('flags.lead')}</p>
      <ul className="mt-6 grid gap-3">
        {redFlags().map((flag) => (
          <li key={flag} className="flex gap-3 text-sm leading-6">
            <span
              aria-hidden
              className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600 dark:bg-accent-400"
            />
            {flag}
          </li>
        ))}
      </ul>
    </section>
  );
}
