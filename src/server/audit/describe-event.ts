import { currentLocale } from '@shared/i18n/current-locale';
import { formatMoney } from '@shared/money';
import { ROLE_LABELS, type Role } from '@shared/roles';
import type { SecurityEventType } from '@shared/security-events';
import { securityEventText } from '../messages/security-events';

/** A security event as kept: its type, the facts written with it, the address and who acted. */
export interface KeptEvent {
  type: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  /** The acting account's e-mail, where the event has one (the admin who changed a role). */
  actorEmail?: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * What the event says, in the language of the moment, from the facts it was written with: the
 * same words whether it is written down (in English, the log's own record) or read in the admin
 * area in the reader's language. Null when the facts it needs are missing (a row from before they
 * were kept), and the record's own description is shown instead.
 */
export function describeEvent({ type, details, ipAddress, actorEmail }: KeptEvent): string | null {
  const email = text(details.email);
  const address = ipAddress ?? '';
  switch (type as SecurityEventType | null) {
    case 'SIGN_IN_CODE_FAILED':
      if (!email) return null;
      return details.throttled === true
        ? securityEventText('signInCodeRefused', { email })
        : securityEventText('signInCodeWrong', { email });
    case 'SIGN_IN_CODE_USED':
      return email && securityEventText('signInCodeUsed', { email });
    case 'SUCCESSFUL_LOGIN':
      return email && securityEventText('signedIn', { email });
    case 'FAILED_LOGIN': {
      if (!email) return null;
      if (details.throttled === true) return securityEventText('signInRefused', { email });
      const failures = count(details.count);
      return failures === null
        ? null
        : securityEventText('wrongPassword', { email, count: failures });
    }
    case 'REPEATED_FAILED_LOGINS': {
      const failures = count(details.count);
      return email && failures !== null
        ? securityEventText('repeatedFailures', { email, count: failures, address })
        : null;
    }
    case 'MAIL_SUPPRESSED': {
      const [kind, recipient, limit] = [
        text(details.kind),
        text(details.recipient),
        count(details.limit),
      ];
      return kind && recipient && limit !== null
        ? securityEventText('mailSuppressed', {
            // a select's keys are words: 'password-reset' is chosen as password_reset
            mail: kind.replaceAll('-', '_'),
            recipient,
            limit,
          })
        : null;
    }
    case 'RATE_LIMIT_EXCEEDED': {
      const [endpoint, limit] = [text(details.endpoint), count(details.limit)];
      return endpoint && limit !== null
        ? securityEventText('rateLimited', { endpoint, limit, address })
        : null;
    }
    case 'LARGE_PAYMENT': {
      const [amountMinor, currency, reference] = [
        count(details.amountMinor),
        text(details.currency),
        text(details.reference),
      ];
      return amountMinor !== null && currency && reference
        ? securityEventText('largePayment', {
            amount: formatMoney({ amountMinor, currency }),
            reference,
          })
        : null;
    }
    case 'INVALID_ID': {
      const [param, value, endpoint] = [
        text(details.param),
        text(details.value),
        text(details.endpoint),
      ];
      return param && value !== null && endpoint
        ? securityEventText('invalidId', { param, value, endpoint })
        : null;
    }
    case 'UNAUTHENTICATED_ACCESS': {
      const endpoint = text(details.endpoint);
      return endpoint && securityEventText('unauthenticated', { endpoint });
    }
    case 'UNAUTHORIZED_ACCESS': {
      const endpoint = text(details.endpoint);
      return endpoint && securityEventText('unauthorized', { who: email ?? 'none', endpoint });
    }
    case 'ROLE_GRANTED':
    case 'ROLE_REMOVED': {
      const [role, actor] = [text(details.role), text(details.actor) ?? text(actorEmail)];
      if (!email || !role || !actor) return null;
      // the role's own name, as a word within the sentence ('an admin', 'msimamizi')
      const label = Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as Role] : role;
      const roleName = label.toLocaleLowerCase(currentLocale());
      return type === 'ROLE_GRANTED'
        ? securityEventText('roleGranted', { actor, email, roleName })
        : securityEventText('roleRemoved', { actor, email, roleName });
    }
    default:
      return null;
  }
}
