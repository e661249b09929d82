import { BellRing, CalendarCheck, type LucideIcon, QrCode } from 'lucide-react';
import { SectionHeading } from './section-heading';
import { landingText } from './messages/landing-page';

interface Step {
  icon: LucideIcon;
  /** The step's words in the catalogue: `how.<id>.title` and `.text`. */
  id: 'share' | 'book' | 'day';
}

/**
 * Where quotes from owners once stood: Miadi has no customers' words to show yet, so the section
 * walks through what happens instead (docs/decisions/0062), each step something the product does.
 */
const STEPS: Step[] = [
  { icon: QrCode, id: 'share' },
  { icon: CalendarCheck, id: 'book' },
  { icon: BellRing, id: 'day' },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-raised/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow={landingText('how.eyebrow')}
          title={landingText('how.title')}
        />
        <ol className="mt-12 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, id }, index) => (
            <li key={id} className="flex flex-col rounded-card border border-line bg-surface p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="text-sm font-semibold text-muted">
                  {landingText('how.step', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-4 font-semibold">{landingText(`how.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{landingText(`how.${id}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
