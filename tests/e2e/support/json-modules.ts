import { register } from 'node:module';

/**
 * The catalogues' files are JSON modules imported without an import attribute, as the app's build
 * and the server's loader take them; Node's own loader, which runs the journeys' test code, asks for
 * `with { type: 'json' }`. This hook gives every .json module that attribute, so a journey reads a
 * shared rule's words (a plan's name) as the server says them. Registered by playwright.config.ts,
 * which the runner and each of its workers load first.
 */
const hook = `
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.json')) return nextLoad(url, context);
  return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
