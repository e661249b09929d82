import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { findPlan } from '@shared/plans';
import { Button } from '../../components/ui/button';
import { landingText } from './messages/landing-page';

const trialDays = findPlan('trial').periodDays;

export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative overflow-hidden rounded-[1.5rem] bg-brand-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16 dark:bg-brand-950 dark:ring-1 dark:ring-brand-800">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-700/50 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight sm:text-4xl">
          {landingText('cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-brand-100">
          {landingText('cta.text', { days: trialDays })}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link href="/auth?tab=signup">
              {landingText('cta.startTrial')}
              <ArrowRight />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="border border-white/30 text-white hover:bg-white/10 dark:text-white"
          >
            <Link href="/discover">{landingText('cta.discover')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
