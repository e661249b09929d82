import * as z from 'zod/mini';
import { textProblem, TEXT_MESSAGES } from './text';

// apart from text.ts, so the public booking page's plain checks do not pull in the schema library
/** The rule as a schema check, for every text field of every form and API body. */
export function plainText(options: { multiline?: boolean } = {}) {
  return z.refine<string>((value) => textProblem(value, options) === null, {
    error: () => (options.multiline ? TEXT_MESSAGES.multiLine : TEXT_MESSAGES.singleLine),
    abort: true,
  });
}
