import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { useLocation } from 'wouter';
import { onToastRequested } from '../lib/toast';
import { HelpButton } from './help-button';
import { buttonClass } from './ui/button-styles';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

function ToasterHost() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return isNeeded ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function LoadFailed() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <title>Something went wrong - Miadi</title>
      <h1 className="text-2xl font-bold tracking-tight">This page did not load</h1>
      <p className="mt-3 text-muted">
        Check your connection and try again. Nothing you saved has been lost.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          onClick={() => window.location.reload()}
        >
          <RefreshCw />
          Try Again
        </button>
        <a href="/" className={buttonClass('outline', 'lg')}>
          Go Home
        </a>
      </div>
    </main>
  );
}

/** Catches a page that failed to download or render, instead of leaving a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <LoadFailed /> : this.props.children;
  }
}

/** What every page has: error recovery, scroll reset, the help button and the toaster. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PageErrorBoundary>{children}</PageErrorBoundary>
      <HelpButton />
      <ToasterHost />
      <ScrollToTop />
    </>
  );
}
