import { ArrowLeft, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { MarkPageHydrated } from '../lib/page-hydration';
import { pageStateText } from './messages/page-states';
import { Button } from './ui/button';

/** 'Go to Dashboard' inside the owner area, 'Go Home' everywhere else; 'Go Back' always. */
export function NotFound({ area }: { area: 'public' | 'owner' }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <title>{pageStateText('notFound.title')}</title>
      <MarkPageHydrated />
      <div className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <Compass className="size-8" />
      </div>
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {pageStateText('notFound.heading')}
      </h1>
      <p className="mt-3 text-muted">{pageStateText('notFound.body')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          {area === 'owner' ? (
            <Link href="/app/dashboard">{pageStateText('notFound.dashboard')}</Link>
          ) : (
            <Link href="/">{pageStateText('notFound.home')}</Link>
          )}
        </Button>
        <Button variant="outline" size="lg" onClick={() => window.history.back()}>
          <ArrowLeft />
          {pageStateText('notFound.back')}
        </Button>
      </div>
    </main>
  );
}
