import { parse } from 'csv-parse/sync';

/**
 * Reads an export back with csv-parse, after checking the file keeps RFC 4180 strictly, which a
 * lenient reader (or a spreadsheet) would forgive: outside quoted fields there is no quote and no
 * bare CR or LF, and the last record ends in CRLF.
 */
export function readCsv(text: string): string[][] {
  if (text === '') return [];
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '');
  if (unquoted.includes('"')) throw new Error('Not RFC 4180: a quote inside a plain field');
  if (/\r(?!\n)|(?<!\r)\n/.test(unquoted)) throw new Error('Not RFC 4180: a bare CR or LF');
  if (!text.endsWith('\r\n')) throw new Error('Not RFC 4180: the last record does not end in CRLF');
  const records: string[][] = parse(text, { record_delimiter: '\r\n', relax_column_count: true });
  return records;
}

/** The records under the header row, keyed by header; every record as wide as the header. */
export function readCsvObjects(text: string): {
  header: string[];
  rows: Record<string, string>[];
} {
  const [header = [], ...records] = readCsv(text);
  const rows = records.map((record, index) => {
    if (record.length !== header.length) {
      throw new Error(
        `record ${index + 1} has ${record.length} fields, the header ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, record[column] ?? '']));
  });
  return { header, rows };
}

export const UTF8_BOM = [0xef, 0xbb, 0xbf];
