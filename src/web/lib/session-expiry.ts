import { navigate } from 'wouter/use-browser-location';
import { ApiRequestError } from './api-error';
import { currentSessionEpoch, markSessionChanged } from './session-epoch';
import { toast } from './toast';

export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

let handledEpoch = -1;

/**
 * An owner request answered 401: the session ended while the owner worked (it expired, or was
 * signed out elsewhere). Said once, then to the sign-in screen, which brings them back here after;
 * forms keep what was typed (form-draft.ts).
 */
export function handleSessionExpired(error: unknown): void {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return;
  if (!window.location.pathname.startsWith('/app')) return;
  if (handledEpoch === currentSessionEpoch()) return;
  markSessionChanged();
  handledEpoch = currentSessionEpoch();
  toast.error(SESSION_EXPIRED);
  const here = `${window.location.pathname}${window.location.search}`;
  navigate(`/auth?next=${encodeURIComponent(here)}`, { replace: true });
}
