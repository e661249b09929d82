import { bookableDate } from './bookable';
import { routeName, type SweepRoute } from './sweep-routes';
import { knownBodies, OUTBOUND_URL_FIELDS, STRANGER_EMAIL, WRONG_PASSWORD } from './valid-bodies';

/** Real rows made before the sweep, so path parameters and bodies can point at something that exists. */
export interface SweepData {
  businessId: string;
  serviceId: string;
  bookingId: string;
  clientId: string;
  staffId: string;
  paymentReference: string;
  ownerEmail: string;
  /** The business's invoice to the booking's client, a draft. */
  invoiceId: string;
  /** The staff member's attendance record, signed in. */
  attendanceId: string;
}

/** What a route is called with when nothing in it is hostile. */
export interface RouteInputs {
  params: Record<string, string>;
  /** A valid query; its keys are where hostile query values go (common keys when empty). */
  query: Record<string, string>;
  /** The query is one we know the route reads (not keys guessed from better-auth's schema). */
  isQueryKnown: boolean;
  /** A valid body, made afresh per request (some must be unique); generic when none is known. */
  body: () => object;
  isBodyKnown: boolean;
  /** Body fields (as paths) holding a URL the server will connect to: each gets INTERNAL_URLS. */
  outboundUrlFields: string[][];
}

export const UNKNOWN_UUID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

/** Query keys tried on routes that do not say which they read. */
export const COMMON_QUERY_KEYS = [
  'date',
  'serviceId',
  'staffId',
  'days',
  'q',
  'page',
  'status',
  'token',
  'callbackURL',
];

/** For a route whose body nothing describes: a few names bodies often have. */
const GENERIC_BODY = { name: 'Sweep', email: 'someone@example.com', id: UNKNOWN_UUID };

function knownQueries(data: SweepData): Record<string, Record<string, string>> {
  return {
    'GET /api/bookings': { view: 'all', q: 'Mary', status: 'pending', page: '1' },
    'GET /api/bookings/availability': { serviceId: data.serviceId, date: bookableDate() },
    'GET /api/clients': { q: 'Mary', page: '1', pageSize: '10' },
    'GET /api/invoices': { page: '1' },
    'GET /api/business/earnings': { period: '30d' },
    'GET /api/business/booking-link': { slug: 'sweep-salon-two' },
    // the exports read no query: every common key is still thrown at them
    'GET /api/exports': {},
    'GET /api/exports/bookings': {},
    'GET /api/exports/clients': {},
    'GET /api/exports/staff': {},
    'GET /api/dashboard': { period: 'month' },
    'GET /api/attendance': { date: '2026-05-04' },
    'GET /api/attendance/report': { from: '2026-05-01', to: '2026-05-07' },
    'GET /api/attendance/export': { from: '2026-05-01', to: '2026-05-07' },
    'GET /api/admin/businesses': {
      q: 'salon',
      plan: 'trial',
      status: 'active',
      verified: 'no',
      from: '2025-01-01',
      to: '2030-12-31',
      page: '1',
    },
    'GET /api/admin/security-events': {
      type: 'FAILED_LOGIN',
      from: '2025-01-01',
      to: '2030-12-31',
      address: '10.0.',
      user: 'owner',
    },
    'GET /api/public/businesses/:businessId/availability': {
      serviceId: data.serviceId,
      date: bookableDate(),
      days: '7',
    },
    'GET /api/public/discover': {
      lat: '-1.2676',
      lng: '36.8108',
      radiusKm: '50',
      q: 'salon',
      category: 'Beauty & Spa',
      limit: '20',
      bbox: '-1.4,36.6,-1.1,37.0',
    },
  };
}

/** A plausible value for a key better-auth names but we hold no valid body for. */
function plausible(key: string): unknown {
  if (/email/i.test(key)) return STRANGER_EMAIL;
  if (/password/i.test(key)) return WRONG_PASSWORD;
  if (/url|redirect/i.test(key)) return '/';
  if (/^provider/i.test(key)) return 'google';
  if (/^(disable|remember|request|revoke)/.test(key)) return false;
  if (key === 'scopes') return ['email'];
  if (/^additional/.test(key)) return {};
  return 'sweep';
}

function realParams(data: SweepData): Record<string, string> {
  return {
    businessId: data.businessId,
    serviceId: data.serviceId,
    bookingId: data.bookingId,
    clientId: data.clientId,
    staffId: data.staffId,
    invoiceId: data.invoiceId,
    attendanceId: data.attendanceId,
    reference: data.paymentReference,
    provider: 'test',
    imageId: UNKNOWN_UUID,
    token: 'sweep-token',
    // better-auth's OAuth callback names the provider
    id: 'google',
    '*': 'sweep.png',
  };
}

export function inputsFor(route: SweepRoute, data: SweepData): RouteInputs {
  const name = routeName(route);
  const known = knownBodies(data)[name];
  const fromKeys = Object.fromEntries(route.bodyKeys.map((key) => [key, plausible(key)]));
  const knownQuery = knownQueries(data)[name];
  return {
    params: realParams(data),
    query:
      knownQuery ?? Object.fromEntries(route.queryKeys.map((key) => [key, String(plausible(key))])),
    isQueryKnown: knownQuery !== undefined,
    body: known ?? (() => (route.bodyKeys.length > 0 ? fromKeys : GENERIC_BODY)),
    isBodyKnown: known !== undefined || route.bodyKeys.length > 0,
    outboundUrlFields: OUTBOUND_URL_FIELDS[name] ?? [],
  };
}
