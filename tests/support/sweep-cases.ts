import { bodyCases } from './body-cases';
import { ENCODED_VALUES, SHORT_ENCODED_VALUES } from './hostile-inputs';
import { COMMON_QUERY_KEYS, type RouteInputs } from './sweep-fixtures';
import { fillPath, paramsOf, routeName, type SweepRoute } from './sweep-routes';

export interface SweepCase {
  /** The route as registered, e.g. 'PUT /api/services/:serviceId'. */
  route: string;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  /** Which part was hostile: 'path :serviceId', 'query date', 'body customer.name', 'body'. */
  where: string;
  /** What was put there. */
  value: string;
  body?: string;
  /** A URL inside our own network where the server would connect: only 400 will do. */
  mustRefuse?: boolean;
  /** Bigger than the server's JSON limit: a 413 may come back as a closed connection. */
  isOversized?: boolean;
  /**
   * Cases likely to be answered alike (path, query, whole bodies, a field of the wrong type, a field
   * of the right type). The database is checked around each group: one all refused is cleared at once.
   */
  group: string;
}

/**
 * How hard a route is swept. Each route gets the whole corpus in the pass that gets past its
 * session check ('full'), and a short one where it refuses the caller up front ('short').
 */
export type Tier = 'full' | 'short';

/** A case before it is given its route. */
export type NewCase = Omit<SweepCase, 'route' | 'method'>;

const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function queryString(valid: Record<string, string>, hostile: Record<string, string> = {}): string {
  const pairs = [
    ...Object.entries(valid)
      .filter(([key]) => !(key in hostile))
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
    ...Object.entries(hostile).map(([key, encoded]) => `${encodeURIComponent(key)}=${encoded}`),
  ];
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export function baselineCase(route: SweepRoute, inputs: RouteInputs): SweepCase {
  const known = hasBody(route.method) && inputs.isBodyKnown;
  return {
    route: routeName(route),
    method: route.method,
    url: fillPath(route.path, inputs.params) + queryString(inputs.query),
    where: 'nothing',
    value: 'a valid request',
    body: known ? JSON.stringify(inputs.body()) : undefined,
    group: 'valid',
  };
}

export function hostileCases(route: SweepRoute, inputs: RouteInputs, tier: Tier): SweepCase[] {
  const valid = baselineCase(route, inputs);
  const path = fillPath(route.path, inputs.params);
  const cases: NewCase[] = [];

  for (const param of paramsOf(route.path)) {
    for (const { label, encoded } of tier === 'full' ? ENCODED_VALUES : SHORT_ENCODED_VALUES) {
      const url = fillPath(route.path, { ...inputs.params, [param]: encoded });
      const where = `path ${param === '*' ? '*' : `:${param}`}`;
      cases.push({ where, value: label, url: url + queryString(inputs.query), group: 'path' });
    }
  }
  if (tier === 'full') cases.push(...queryCases(route, inputs, path));
  if (hasBody(route.method)) cases.push(...bodyCases(inputs, tier, valid.url));
  return cases.map((fields) => ({
    route: valid.route,
    method: valid.method,
    body: valid.body,
    ...fields,
  }));
}

/**
 * Known keys one at a time with the rest valid (the whole corpus only where the query is ours to
 * know); on a GET, every common key at once too, plain, repeated and bracketed.
 */
function queryCases(route: SweepRoute, inputs: RouteInputs, path: string): NewCase[] {
  const cases: NewCase[] = [];
  const knownKeys = Object.keys(inputs.query);
  for (const key of knownKeys) {
    for (const { label, encoded } of inputs.isQueryKnown ? ENCODED_VALUES : SHORT_ENCODED_VALUES) {
      const url = path + queryString(inputs.query, { [key]: encoded });
      cases.push({ where: `query ${key}`, value: label, url, group: 'query' });
    }
  }
  if (route.method !== 'GET') return cases;
  const keys = [...new Set([...knownKeys, ...COMMON_QUERY_KEYS])];
  for (const { label, encoded } of SHORT_ENCODED_VALUES) {
    const url = path + queryString({}, Object.fromEntries(keys.map((key) => [key, encoded])));
    cases.push({ where: 'query (every key at once)', value: label, url, group: 'query' });
  }
  const repeated = keys.map((key) => `${key}=a&${key}=b`).join('&');
  cases.push({
    where: 'query (every key twice)',
    value: 'repeated keys',
    url: `${path}?${repeated}`,
    group: 'query',
  });
  const bracketed = keys.map((key) => `${key}%5Bx%5D=1`).join('&');
  cases.push({
    where: 'query (key[x]=1)',
    value: 'bracketed keys',
    url: `${path}?${bracketed}`,
    group: 'query',
  });
  return cases;
}
