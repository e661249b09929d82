import { Phone } from 'lucide-react';
import { safetyText as t } from './messages/safety-page';

type Line = 'general' | 'redCross' | 'gbv' | 'childline';

/** Each line's numbers; its name and what it is for come from the page's words. */
const LINES: Array<{ id: Line; numbers: string[] }> = [
  { id: 'general', numbers: ['999', '112'] },
  { id: 'redCross', numbers: ['1199'] },
  { id: 'gbv', numbers: ['1195'] },
  { id: 'childline', numbers: ['116'] },
];

export function EmergencyNumbers() {
  return (
    <section
      aria-labelledby="emergency-numbers"
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id="emergency-numbers" className="text-xl font-semibold tracking-tight">
        {t('emergency.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('emergency.lead')}</p>
      <ul className="mt-6 divide-y divide-line">
        {LINES.map((line) => (
          <li key={line.id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{t(`emergency.${line.id}.name`)}</p>
              <p className="text-sm text-muted">{t(`emergency.${line.id}.detail`)}</p>
            </div>
            <div className="flex shrink-0 gap-2">
              {line.numbers.map((number) => (
                <a
                  key={number}
                  href={`tel:${number}`}
                  aria-label={t('emergency.call', { name: t(`emergency.${line.id}.name`), number })}
                  className="inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-xl bg-red-50 px-3 font-semibold text-red-800 sm:px-4 tabular-nums hover:bg-red-100 dark:bg-red-900/40 dark:text-red-100 dark:hover:bg-red-900/60"
                >
                  <Phone className="size-4" aria-hidden />
                  {number}
                </a>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
