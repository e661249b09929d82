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
  {
    rule: "imports date-fns (its format('PPP'), 'do')",
    pattern: /from ['"]date-fns(\/[\w-]+)*['"]/,
  },
  { rule: 'imports another date library', pattern: /from ['"](dayjs|moment|luxon)(\/[\w-]+)*['"]/ },
  { rule: 'builds an Intl.RelativeTimeFormat', pattern: /\bIntl\.RelativeTimeFormat\b/ },
  // Date's own prose: 'Tue Dec 01 2026', 'Tue, 01 Dec 2026 07:00:00 GMT'
  { rule: 'calls toDateString/TimeString/UTCString', pattern: /\.to(Date|Time|UTC|GMT)String\(/ },
  // the module writes the month names once; a second list drifts ('Sep' or 'Sept')
  { rule: 'writes its own list of month names', pattern: /['"]Jan(uary)?['"],\s*['"]Feb/ },
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
    expect(offences("import { format } from 'date-fns/format';")).toHaveLength(1);
    expect(offences("import dayjs from 'dayjs';")).toHaveLength(1);
    expect(offences("new Intl.RelativeTimeFormat('en', { numeric: 'auto' })")).toHaveLength(1);
    expect(offences('at.toDateString()')).toHaveLength(1);
    expect(offences('at.toUTCString()')).toHaveLength(1);
    expect(offences("const MONTHS = ['Jan', 'Feb', 'Mar'];")).toHaveLength(1);
    expect(offences("const MONTHS = [\n  'January',\n  'February',\n];")).toHaveLength(1);
    expect(offences("import { TZDate } from '@date-fns/tz';")).toEqual([]);
    expect(offences("at.toISOString().slice(0, 10); // 'Jan'")).toEqual([]);
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
