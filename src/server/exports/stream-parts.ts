import { Transform } from 'node:stream';

/** Chunks of about this size go out: one write per 64 KB instead of one per CSV record. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Batches in, one row at a time out, pushed synchronously: a promise per row (an async generator
 * yielding rows) cost more at 100,000 rows than the database's part. A batch is pushed whole, and
 * the next is not taken until the writer has drained it, so the back-pressure is kept.
 */
export function rowsOfBatches(): Transform {
  return new Transform({
    objectMode: true,
    // one batch waiting at most (the default would queue sixteen)
    writableHighWaterMark: 1,
    transform(batch: unknown[], _encoding, done) {
      for (const row of batch) this.push(row);
      done();
    },
  });
}

/**
 * Joins the CSV writer's one-record chunks into larger ones. Each chunk costs a trip through the
 * web stream and a socket write, so 100,000 tiny ones cost more than writing the CSV itself.
 */
export function coalesce(): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  const take = () => {
    const chunk = Buffer.concat(parts, size);
    parts = [];
    size = 0;
    return chunk;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      size += chunk.length;
      done(null, size >= CHUNK_BYTES ? take() : undefined);
    },
    flush(done) {
      done(null, size > 0 ? take() : undefined);
    },
  });
}
