import {
  EVERY_FIELD_VALUES,
  INTERNAL_URLS,
  oversizedBody,
  SHORT_JSON_VALUES,
  structuralBodies,
  valuesFor,
} from './hostile-inputs';
import type { NewCase, Tier } from './sweep-cases';
import type { RouteInputs } from './sweep-fixtures';

/** How many fields per route get the 1 MB string: enough to prove the point, cheap to run. */
const HUGE_FIELDS_PER_ROUTE = 2;

/** Every path to a value in a body: objects all the way down, arrays through their first item. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) {
    return [prefix, ...(value.length > 0 ? fieldPaths(value[0], [...prefix, '0']) : [])];
  }
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([key, child]) =>
      fieldPaths(child, [...prefix, key]),
    );
    return prefix.length > 0 ? [prefix, ...inner] : inner;
  }
  return [prefix];
}

function withField(body: object, path: string[], value: unknown): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) ?? ''] = value;
  return copy;
}

function valueAt(body: object, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

/** Whole bodies of the wrong shape, then each field of a valid body spoilt in turn. */
export function bodyCases(inputs: RouteInputs, tier: Tier, url: string): NewCase[] {
  const cases: NewCase[] = structuralBodies(inputs.body())
    .filter((raw) => tier === 'full' || raw.isShortList)
    .map(({ label, text }) => ({ where: 'body', value: label, url, body: text, group: 'body' }));
  if (tier === 'full') {
    const value = 'over the 1 MB limit';
    cases.push({
      where: 'body',
      value,
      url,
      body: oversizedBody(),
      isOversized: true,
      group: 'body',
    });
  }
  const fields = fieldPaths(inputs.body());
  if (tier === 'short') {
    // refused up front: enough to show the body is not read before the caller is checked
    if (!inputs.isBodyKnown) return cases;
    for (const { label, value } of EVERY_FIELD_VALUES) {
      const body = fields
        .filter((field) => typeof valueAt(inputs.body(), field) !== 'object')
        .reduce((changed, field) => withField(changed, field, value), inputs.body());
      cases.push({
        where: 'body (every field)',
        value: label,
        url,
        body: JSON.stringify(body),
        group: 'body',
      });
    }
    return cases;
  }
  for (const field of inputs.outboundUrlFields) {
    for (const { label, value } of INTERNAL_URLS) {
      cases.push({
        where: `body ${field.join('.')}`,
        value: label,
        url,
        body: JSON.stringify(withField(inputs.body(), field, value)),
        mustRefuse: true,
        group: 'address inside our network',
      });
    }
  }
  let hugeLeft = HUGE_FIELDS_PER_ROUTE;
  for (const field of fields) {
    const valid = valueAt(inputs.body(), field);
    const values = inputs.isBodyKnown ? valuesFor(valid) : SHORT_JSON_VALUES;
    const useHuge = typeof valid === 'string' && hugeLeft > 0;
    if (useHuge) hugeLeft -= 1;
    for (const { label, value, isHuge } of values) {
      if (isHuge && !useHuge) continue;
      cases.push({
        where: `body ${field.join('.')}`,
        value: label,
        url,
        body: JSON.stringify(withField(inputs.body(), field, value)),
        group: kindOf(value) === kindOf(valid) ? 'field of its type' : 'field of another type',
      });
    }
  }
  return cases;
}
