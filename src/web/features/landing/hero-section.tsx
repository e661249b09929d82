import { ArrowRight, MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { findPlan } from '@shared/plans';
import { Button } from '../../components/ui/button';
import { HeroVisual } from './hero-visual';
import { rich } from '../../lib/rich-text';
import { landingText } from './messages/landing-page';

const trial = findPlan('trial');

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-64 -right-48 -z-10 size-[48rem] bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)] dark:bg-[radial-gradient(closest-side,rgb(11_93_69/0.35),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm text-muted">
            <span className="size-2 rounded-full bg-brand-500" aria-hidden />
            {landingText('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {rich(landingText, 'hero.heading', {
              mpesa: <span className="whitespace-nowrap">M-Pesa</span>,
              highlight: (
                <span className="text-brand-700 dark:text-brand-300">
                  {landingText('hero.headingHighlight')}
                </span>
              ),
            })}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">{landingText('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href="/auth?tab=signup">
                {landingText('hero.startTrial')}
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/demo">
                <MonitorSmartphone />
                {landingText('hero.tryDemo')}
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <li>
              {rich(landingText, 'hero.trial', {
                strong: (
                  <strong className="font-semibold text-fg">
                    {landingText('hero.trialDays', { days: trial.periodDays })}
                  </strong>
                ),
              })}
            </li>
            <li>
              {rich(landingText, 'hero.reminders', {
                strong: (
                  <strong className="font-semibold text-fg">
                    {landingText('hero.remindersStrong')}
                  </strong>
                ),
              })}
            </li>
            <li>
              {rich(landingText, 'hero.payments', {
                strong: <strong className="font-semibold text-fg">M-Pesa</strong>,
              })}
            </li>
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
