import { forms } from './messages/forms';

/**
 * The one rule for text people send us. Stored text holds no control characters (a multi-line field
 * may hold line breaks and tabs) and no half of a UTF-16 surrogate pair: PostgreSQL refuses NUL and
 * broken pairs outright, and the other controls only ever arrive by accident or by attack.
 */
export const TEXT_MESSAGES = {
  get singleLine() {
    return forms('singleLine');
  },
  get multiLine() {
    return forms('multiLine');
  },
  get unstorable() {
    return forms('unstorable');
  },
};

export type TextProblem = 'control' | 'broken_pair' | null;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

// a plain loop: lookbehind in a regular expression breaks older phone browsers
/** The first thing wrong with the text, or null. */
export function textProblem(value: string, { multiline = false } = {}): TextProblem {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return 'broken_pair';
      i++;
    } else if (isLowSurrogate(code)) {
      return 'broken_pair';
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
      return 'control';
    }
  }
  return null;
}

/** Text no database column could hold: NUL or a broken surrogate pair, in any field. */
export function isUnstorable(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

/** The message for a field's text, or null when it is fine. */
export function textError(value: string, options: { multiline?: boolean } = {}): string | null {
  if (!textProblem(value, options)) return null;
  return options.multiline ? TEXT_MESSAGES.multiLine : TEXT_MESSAGES.singleLine;
}
