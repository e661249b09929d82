import { createMiddleware } from 'hono/factory';
import { isUnstorable, textProblem, TEXT_MESSAGES } from '@shared/text';
import { requests } from '../messages/requests';
import { ApiError } from './errors';
import { isJsonType } from './validation';

function refuseAddress(): never {
  throw new ApiError(400, 'bad_request', requests('badAddress'));
}

/** The first string in a parsed JSON value that no column could hold, as a dotted path; or null. */
function unstorablePath(root: unknown): string | null {
  // an explicit stack: a body may be nested ten thousand deep
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return path || 'body';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * The text rule at the door, for every route: a path or query holding a control character or
 * broken encoding is refused, and so is a JSON body with a NUL or broken surrogate pair anywhere
 * (no field of ours can store one). Each field's schema applies the full rule with its own message;
 * this catches the route or field that forgot, including those of the account library.
 */
export function textGuard() {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      refuseAddress();
    }
    if (textProblem(path)) refuseAddress();
    for (const [key, value] of url.searchParams) {
      if (textProblem(key) || textProblem(value)) refuseAddress();
    }
    // URLSearchParams hides broken UTF-8 behind U+FFFD; the raw query must decode cleanly too
    try {
      decodeURIComponent(url.search.replace(/\+/g, ' '));
    } catch {
      refuseAddress();
    }
    if (
      c.req.method !== 'GET' &&
      c.req.method !== 'HEAD' &&
      isJsonType(c.req.header('content-type'))
    ) {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        // not JSON after all: the route answers that itself
        body = undefined;
      }
      const field = unstorablePath(body);
      if (field) {
        throw new ApiError(400, 'validation', TEXT_MESSAGES.unstorable, {
          [field]: TEXT_MESSAGES.unstorable,
        });
      }
    }
    await next();
  });
}
