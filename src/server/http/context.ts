import type { Locale } from '@shared/i18n/locales';
import type { businesses } from '../db/schema/businesses';

/** What middleware puts on each request's context for the handlers after it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  /** The language the account reads the owner area and its mails in. */
  locale: Locale;
}

export type BusinessRow = typeof businesses.$inferSelect;

export interface AppEnv {
  Variables: {
    /** The signed-in owner's own business; owner routes never take a business id from the request. */
    business: BusinessRow;
    /** The client's address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
    clientIp: string;
    user: SessionUser;
    /** The language the request is answered in (src/server/i18n/request-locale.ts). */
    locale: Locale;
    /** The signed-in session's id (not its token): what tells one of the owner's devices from another. */
    sessionId: string;
    /** The public API's key the request came with (src/server/api-v1/authenticate.ts). */
    apiKey: { id: string; scope: 'read' | 'read_write' };
  };
}
