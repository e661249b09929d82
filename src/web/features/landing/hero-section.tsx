import { ArrowRight, MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { findPlan } from '@shared/plans';
import { Button } from '../../components/ui/button';
import { HeroVisual } from './hero-visual';

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
            For salons, spas, gyms, clinics and transport
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Bookings and <span className="whitespace-nowrap">M-Pesa</span> payments,{' '}
            <span className="text-brand-700 dark:text-brand-300">all in one place.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            Give your clients a booking page they can open on any phone. They pick a service, a time
            and a staff member, and get a confirmation with their own link to move or cancel. You
            get a full diary, your clients and your team in one place. Clients pay by M-Pesa or card
            when they book, or after the visit.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href="/auth?tab=signup">
                Start Free Trial
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/demo">
                <MonitorSmartphone />
                Try the demo
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <li>
              <strong className="font-semibold text-fg">{trial.periodDays}-day free trial</strong>,
              no card needed
            </li>
            <li>
              <strong className="font-semibold text-fg">Reminders</strong> by WhatsApp, SMS or
              e-mail
            </li>
            <li>
              <strong className="font-semibold text-fg">M-Pesa</strong> and card payments
            </li>
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
