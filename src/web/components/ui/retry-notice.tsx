import { failureText } from '../../lib/api-error';
import { connectionText } from '../../lib/messages/connection';
import { buttonClass } from './button-styles';

/**
 * A failure said in the page itself, beside what the person was doing, with a way to try again: the
 * server's own words when it answered, else the connection's (fetch, and a dynamic import whose
 * file did not arrive, fail before any answer). Not a toast, whose own code may be what did not
 * arrive; plain markup, as it is on the booking page's first load.
 */
export function RetryNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-2 rounded-xl bg-raised p-4 text-sm">
      {failureText(error)}
      {onRetry ? (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onRetry}>
          {connectionText('tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
