import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { useLocation } from 'wouter';
import { retryableLazy } from '../lib/retryable-lazy';
import { onToastRequested } from '../lib/toast';
import { ErrorBoundary } from './error-boundary';
import { PageSuspense } from '../lib/page-hydration';
import { lazyPart } from '../lib/lazy-part';
import { buttonClass } from './ui/button-styles';
import { connectionText as t } from '../lib/messages/connection';

const Toaster = retryableLazy(() => import('./toaster').then((m) => m.Toaster));
// painted by the server with the page; its code comes after the page's own, which a visitor needs first
const HelpButton = lazyPart(() => import('./help-button').then((m) => ({ default: m.HelpButton })));

/** Once the browser is back online, `retry`: the toaster's code failed to arrive with the first toast. */
function RetryWhenOnline({ retry }: { retry: () => void }) {
  useEffect(() => {
    const again = () => {
      Toaster.retry();
      retry();
    };
    window.addEventListener('online', again, { once: true });
    return () => window.removeEventListener('online', again);
  }, [retry]);
  return null;
}

function ToasterHost() {
  const [isNeeded, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  return isNeeded ? (
    // the toasts asked for meanwhile wait for it; nothing else on the page is lost
    <ErrorBoundary fallback={({ retry }) => <RetryWhenOnline retry={retry} />}>
      <Suspense>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
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
      <title>{t('loadFailed.title')}</title>
      <h1 className="text-2xl font-bold tracking-tight">{t('loadFailed.heading')}</h1>
      <p className="mt-3 text-muted">{t('loadFailed.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClass('primary', 'lg')}
          onClick={() => window.location.reload()}
        >
          <RefreshCw />
          {t('loadFailed.tryAgain')}
        </button>
        <a href="/" className={buttonClass('outline', 'lg')}>
          {t('loadFailed.home')}
        </a>
      </div>
    </main>
  );
}

/** What every page has: error recovery, scroll reset, the help button and the toaster. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      {/* a page that failed to download or render, instead of a blank screen */}
      <ErrorBoundary fallback={() => <LoadFailed />}>{children}</ErrorBoundary>
      <PageSuspense>
        <HelpButton />
      </PageSuspense>
      <ToasterHost />
      <ScrollToTop />
    </>
  );
}
