import { useEffect, useSyncExternalStore } from 'react';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';
import { useLocation } from 'wouter';
import { connectToaster, type ToastKind } from '../lib/toast';
import { useTheme } from '../lib/theme';
import { toasterText } from './messages/toaster-labels';

const PHONE = '(max-width: 767px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhone(): boolean {
  return window.matchMedia(PHONE).matches;
}

// the problems being shown: each goes once the next thing works, or the person moves on
const problems = new Set<string | number>();

function dismissProblems(): void {
  for (const id of problems) sonner.dismiss(id);
  problems.clear();
}

function show(kind: ToastKind, message: string, id: string | undefined): void {
  const isProblem = kind === 'error' || kind === 'warning';
  // something that worked ends the problems said before it (the connection is back, the form saved)
  if (!isProblem) dismissProblems();
  const shown = sonner[kind](message, id ? { id } : undefined);
  if (isProblem) problems.add(shown);
}

/**
 * Messages for 4 seconds (docs/product/public-site.md §9 Limits): at the top centre on wider
 * screens, and at the bottom on phones, above the tab bar, where they cover neither the page's
 * heading nor its header. A problem's message goes as soon as something works or the page changes.
 */
export function Toaster() {
  const theme = useTheme();
  const [location] = useLocation();
  const isOnPhone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const isOwnerArea = location === '/app' || location.startsWith('/app/');
  useEffect(() => connectToaster(show), []);
  useEffect(() => dismissProblems, [location]);
  return (
    <SonnerToaster
      position={isOnPhone ? 'bottom-center' : 'top-center'}
      // on phones: above the owner area's tab bar and the help button, or above the help button
      mobileOffset={{ bottom: isOwnerArea ? 160 : 88 }}
      duration={4000}
      theme={theme}
      richColors
      closeButton
      containerAriaLabel={toasterText('list')}
      toastOptions={{ closeButtonAriaLabel: toasterText('close') }}
    />
  );
}
