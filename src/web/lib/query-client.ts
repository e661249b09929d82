import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { currentSessionEpoch } from './session-epoch';
import { handleSessionExpired } from './session-expiry';

const MAX_RETRIES = 3;

/**
 * The one query client, with the spec's defaults: data stays fresh for 5 minutes; a 4xx is never
 * retried, anything else up to 3 times. Only the screens that fetch import it, so pages without data
 * (the landing page, the legal pages) do not download the query library.
 */
const queryClient = new QueryClient({
  // a 401 from any owner request means the session ended while the owner worked
  queryCache: new QueryCache({ onError: handleSessionExpired }),
  mutationCache: new MutationCache({ onError: handleSessionExpired }),
  defaultOptions: {
    queries: {
      staleTime: 5 * 60 * 1000,
      retry: (failureCount, error) => {
        if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
          return false;
        return failureCount < MAX_RETRIES;
      },
    },
  },
});

let epochSeen = currentSessionEpoch();

/** The query client, emptied first if someone signed in or out since it was last used. */
export function sessionQueryClient(): QueryClient {
  if (epochSeen !== currentSessionEpoch()) {
    queryClient.clear();
    epochSeen = currentSessionEpoch();
  }
  return queryClient;
}
