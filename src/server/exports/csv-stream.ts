import { pipeline, Readable } from 'node:stream';
import { stringify, type ColumnOption } from 'csv-stringify';
import { neutraliseCell } from '@shared/exports';
import type { Logger } from '../logger';
import { coalesce, rowsOfBatches } from './stream-parts';

/** Rows per query: two batches are held at once; 100,000 rows take 100 queries. */
export const EXPORT_BATCH = 1000;

/** Where a keyset read left off: the order column as text (microseconds kept) and the id. */
export interface Cursor {
  at: string;
  id: string;
}

/** A row's cells, and its cursor beside them (csv-stringify writes the named columns only). */
export type ExportRow = Record<string, string | null> & { cursorAt: string; cursorId: string };

/** Reads the batch after a cursor (from the start without one), at most EXPORT_BATCH rows. */
export type ReadBatch = (after: Cursor | undefined) => Promise<ExportRow[]>;

function cursorOf(row: ExportRow): Cursor {
  return { at: row.cursorAt, id: row.cursorId };
}

/**
 * The batches one after another; the next is read while this one is written out, so the database
 * and the connection work side by side. The stream asks for a batch only as the client takes
 * rows, so at most about two are held; a client that goes away ends this and no batch follows.
 */
async function* batchesFrom(first: ExportRow[], read: ReadBatch, signal: AbortSignal) {
  let batch = first;
  while (batch.length > 0) {
    const last = batch.at(-1);
    const next =
      batch.length < EXPORT_BATCH || !last || signal.aborted
        ? Promise.resolve([])
        : read(cursorOf(last));
    // handled at once, so a failure while this batch is written is not an unhandled rejection;
    // it is still thrown by the await below
    next.catch(() => undefined);
    yield batch;
    batch = await next;
  }
}

/**
 * The CSV as a stream: a UTF-8 BOM (Excel then reads Kiswahili and accented names right), a header
 * row, RFC 4180 quoting with CRLF line ends, and every cell through neutraliseCell.
 */
export function csvStream({
  columns,
  first,
  read,
  signal,
  logger,
}: {
  columns: ColumnOption[];
  first: ExportRow[];
  read: ReadBatch;
  signal: AbortSignal;
  logger: Logger;
}): ReadableStream<Uint8Array> {
  const csv = stringify({
    bom: true,
    header: true,
    columns,
    record_delimiter: 'windows',
    // with record_delimiter set, csv-stringify stops quoting a bare CR or LF in a cell unless asked
    quote_record_delimiter: true,
    cast: { string: neutraliseCell },
  });
  const batches = Readable.from(batchesFrom(first, read, signal), { highWaterMark: 1 });
  const out = pipeline(batches, rowsOfBatches(), csv, coalesce(), (error) => {
    // a client that leaves mid-download is not a fault; a query that fails is
    if (error && !signal.aborted && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.error({ err: error }, 'export failed while streaming');
    }
  });
  // Node's web stream is the one Response takes; the two type libraries just name it twice
  return Readable.toWeb(out) as unknown as ReadableStream<Uint8Array>;
}
