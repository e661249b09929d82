import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates are written one way (docs/decisions/0063): src/shared/format is the only place that builds
 * a date formatter. A second way, however small, is caught here before it reaches a screen.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const FORMAT_MODULE = path.join(SRC, 'shared', 'format');

const FORBIDDEN: { rule: string; pattern: RegExp }[] = [
  { rule: 'builds an Intl.DateTimeFormat', pattern: /\bIntl\.DateTimeFormat\b/ },
  { rule: 'calls toLocaleDateString/TimeString', pattern: /\.toLocale(Date|Time)String\(/ },
  // a number has Intl.NumberFormat; toLocaleString on a Date writes it in the browser's own way
  { rule: 'calls toLocaleString', pattern: /\.toLocaleString\(/ },
  { rule: "imports date-fns (its format('PPP'), 'do')", pattern: /from ['"]date-fns['"]/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function offences(text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

describe('one way to write a date', () => {
  it('catches each second way it looks for', () => {
    expect(offences("new Intl.DateTimeFormat('en-KE', { dateStyle: 'long' })")).toHaveLength(1);
    expect(offences('when.toLocaleDateString()')).toHaveLength(1);
    expect(offences("at.toLocaleTimeString('en-GB')")).toHaveLength(1);
    expect(offences("new Date().toLocaleString('en-KE')")).toHaveLength(1);
    expect(offences("import { format } from 'date-fns';")).toHaveLength(1);
    expect(offences("import { TZDate } from '@date-fns/tz';")).toEqual([]);
  });

  it('leaves no date formatter outside src/shared/format', () => {
    const files = sourceFiles(SRC).filter((file) => !file.startsWith(FORMAT_MODULE + path.sep));
    // the sweep reads the whole app: web, server and shared
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      offences(readFileSync(file, 'utf8')).map((rule) => `${path.relative(SRC, file)} ${rule}`),
    );
    expect(found).toEqual([]);
  });
});
