import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { csvStream, EXPORT_BATCH, type Cursor, type ExportRow } from './csv-stream';

const COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'note', header: 'Note' },
];

/** Each of row()'s records, written: 'Client 000000123,' and CRLF. */
const ROW_BYTES = 19;
/** What the pipeline may hold between the database and the socket, beyond the batch read ahead. */
const HELD_BYTES = 512 * 1024;

function row(
  n: number,
  name = `Client ${String(n).padStart(9, '0')}`,
  note: string | null = null,
): ExportRow {
  return { cursorAt: String(n).padStart(9, '0'), cursorId: `id-${n}`, name, note };
}

/** An endless source of full batches that counts how often it is asked, and after what. */
function endlessSource() {
  const asked: Cursor[] = [];
  const read = (after: Cursor | undefined) => {
    if (!after) throw new Error('the first batch is given, not read');
    asked.push(after);
    const from = Number(after.at) + 1;
    return Promise.resolve(Array.from({ length: EXPORT_BATCH }, (_, i) => row(from + i)));
  };
  return { asked, read };
}

function fakeLogger() {
  return { error: vi.fn() } as unknown as Logger & { error: ReturnType<typeof vi.fn> };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function textOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('csvStream', () => {
  it('writes a BOM, the header, CRLF records, RFC 4180 quoting and neutralised cells', async () => {
    const rows = [
      row(1, 'Zoë Wanjirũ', 'comma, "quote"\nand a new line'),
      row(2, '=1+1', '-5'),
      row(3, '@SUM(A1)', null),
      row(4, 'bare\rreturn', 'bare\nline'),
    ];
    const bytes = await textOf(
      csvStream({
        columns: COLUMNS,
        first: rows,
        read: () => Promise.reject(new Error('a short first batch is the last')),
        signal: new AbortController().signal,
        logger: fakeLogger(),
      }),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Name,Note\r\n' +
        'Zoë Wanjirũ,"comma, ""quote""\nand a new line"\r\n' +
        "'=1+1,'-5\r\n" +
        "'@SUM(A1),\r\n" +
        '"bare\rreturn","bare\nline"\r\n',
    );
  });

  it('reads the next batch only as the client takes rows (back-pressure)', async () => {
    const source = endlessSource();
    const first = Array.from({ length: EXPORT_BATCH }, (_, i) => row(i));
    const stream = csvStream({
      columns: COLUMNS,
      first,
      read: source.read,
      signal: new AbortController().signal,
      logger: fakeLogger(),
    });
    const reader = stream.getReader();
    let taken = 0;
    const take = async () => (taken += (await reader.read()).value?.byteLength ?? 0);
    // rows read but not yet taken by the client: bounded, however endless the source
    const held = () => (source.asked.length + 1) * EXPORT_BATCH * ROW_BYTES - taken;
    await take();
    await settle();
    const waiting = source.asked.length;
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(held()).toBeLessThanOrEqual(HELD_BYTES + EXPORT_BATCH * ROW_BYTES);
    // a client that takes nothing more gets nothing more read for it
    await settle();
    expect(source.asked).toHaveLength(waiting);
    expect(source.asked[0]).toEqual({
      at: String(EXPORT_BATCH - 1).padStart(9, '0'),
      id: `id-${EXPORT_BATCH - 1}`,
    });
    // twenty batches' worth taken: the reads follow, still a bounded step ahead
    while (taken < 20 * EXPORT_BATCH * ROW_BYTES) await take();
    await settle();
    expect(source.asked.length).toBeGreaterThanOrEqual(19);
    expect(held()).toBeLessThanOrEqual(HELD_BYTES + EXPORT_BATCH * ROW_BYTES);
    await reader.cancel();
  });

  it('reads nothing more once the client goes away', async () => {
    const source = endlessSource();
    const first = Array.from({ length: EXPORT_BATCH }, (_, i) => row(i));
    const controller = new AbortController();
    const logger = fakeLogger();
    const stream = csvStream({
      columns: COLUMNS,
      first,
      read: source.read,
      signal: controller.signal,
      logger,
    });
    const reader = stream.getReader();
    let taken = 0;
    while (taken < 5 * EXPORT_BATCH * ROW_BYTES) {
      taken += (await reader.read()).value?.byteLength ?? 0;
    }
    controller.abort();
    await reader.cancel();
    await settle();
    const asked = source.asked.length;
    await settle();
    expect(source.asked.length).toBe(asked);
    expect((asked + 1) * EXPORT_BATCH * ROW_BYTES - taken).toBeLessThanOrEqual(
      HELD_BYTES + EXPORT_BATCH * ROW_BYTES,
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('ends the download with an error, and logs it, when a batch cannot be read', async () => {
    const logger = fakeLogger();
    let calls = 0;
    const stream = csvStream({
      columns: COLUMNS,
      first: Array.from({ length: EXPORT_BATCH }, (_, i) => row(i)),
      read: (after) => {
        calls += 1;
        return calls < 2
          ? Promise.resolve(
              Array.from({ length: EXPORT_BATCH }, (_, i) => row(Number(after?.at) + 1 + i)),
            )
          : Promise.reject(new Error('connection lost'));
      },
      signal: new AbortController().signal,
      logger,
    });
    await expect(textOf(stream)).rejects.toThrow();
    await settle();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
