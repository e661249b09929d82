import { formatLongDate } from '@shared/format/dates';
import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { legalText } from './messages/legal-layout';
import { rich } from '../../lib/rich-text';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  /** ISO date of the last change, e.g. '2026-11-20'. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

// long-form text styles, kept here so the three legal pages read the same
const PROSE = [
  'text-fg/90 leading-7',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:grid [&_ul]:gap-2 [&_ul]:pl-5 [&_ul]:list-disc [&_li]:pl-1 [&_li]:marker:text-muted',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_strong]:font-semibold [&_strong]:text-fg',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-brand-300',
].join(' ');

/** Title, date, contents and numbered sections shared by the terms, privacy and cookie pages. */
export function LegalLayout({ title, updated, intro, sections }: LegalLayoutProps) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} - Miadi`}</title>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          {legalText('eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-muted">
          {rich(legalText, 'updated', {
            date: <time dateTime={updated}>{formatLongDate(updated)}</time>,
          })}
        </p>
        <div className="mt-6 text-lg text-muted">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <aside className="min-w-0">
          <details className="group rounded-card border border-line bg-surface lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 font-semibold [&::-webkit-details-marker]:hidden">
              {legalText('contents')}
              <ChevronDown
                className="size-4 text-muted transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <nav aria-label={legalText('contents')} className="border-t border-line px-2 py-2">
              <Contents sections={sections} />
            </nav>
          </details>
          <nav aria-label={legalText('contents')} className="sticky top-24 hidden lg:block">
            <h2 className="px-3 text-sm font-semibold">{legalText('contents')}</h2>
            <div className="mt-2">
              <Contents sections={sections} />
            </div>
          </nav>
        </aside>
        <div className="grid max-w-[68ch] min-w-0 gap-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="min-w-0 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
                <span className="mr-2 text-muted tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="grid text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-muted hover:bg-raised hover:text-fg lg:min-h-9"
          >
            <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
