import { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** The typed client for /api: request and response types come from the server's routes. */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });
