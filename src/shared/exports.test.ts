import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, exportFileName, neutraliseCell } from './exports';

describe('neutraliseCell: a cell a spreadsheet shows, never runs', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+254712345678', "'+254712345678"],
    ['-5', "'-5"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=cmd', "'\t=cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['=HYPERLINK("http://evil.example","Click")', '\'=HYPERLINK("http://evil.example","Click")'],
    ['  =1+1', "'  =1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['＝1+1', "'＝1+1"],
    ['＋254', "'＋254"],
  ])('%j becomes %j', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected);
  });

  it.each([
    'Wanjiru Kamau',
    'Zoë Müller',
    'Habari ya asubuhi',
    'a=b',
    '1+1',
    'mary@example.com',
    '2026-11-24',
    '1500.00',
    "'already quoted",
    '',
    ' ',
  ])('leaves %j as it is', (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe('the export helpers', () => {
  it('names the file {type}_{date}.csv', () => {
    expect(exportFileName('bookings', '2026-11-24')).toBe('bookings_2026-11-24.csv');
  });

  it('has the spec’s toasts', () => {
    expect(EXPORT_MESSAGES.exported('bookings')).toBe('Bookings exported successfully');
    expect(EXPORT_MESSAGES.exported('clients')).toBe('Clients exported successfully');
    expect(EXPORT_MESSAGES.exported('staff')).toBe('Staff exported successfully');
    expect(EXPORT_MESSAGES.failed('bookings')).toBe('Failed to export bookings');
    expect(EXPORT_MESSAGES.failed('staff')).toBe('Failed to export staff');
    expect(EXPORT_MESSAGES.noData).toBe('No data to export');
  });
});
