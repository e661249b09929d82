import { expect } from 'vitest';

/** The whole of stderr must be one line, naming the problem; no stack trace. */
export function expectOneClearLine(stderr: string, pattern: RegExp) {
  const lines = stderr
    .split('\n')
    .filter((line) => line.trim() && !line.includes('Unknown user config'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^miadi: cannot start: /);
  expect(lines[0]).toMatch(pattern);
}
