import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = { status: number; body: unknown };

/** A loopback HTTP server that records each request and answers through `handle`. */
export async function startFakeProvider(
  handle: (request: ReceivedRequest) => Answer,
): Promise<{ url: string; received: ReceivedRequest[]; close(): Promise<void> }> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = handle(request);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        'Content-Type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Failures queued for the next requests: each entry answers one request, then normal service resumes. */
export class FailurePlan<Mode extends string> {
  private queue: Mode[] = [];
  failNext(mode: Mode, times = 1): void {
    for (let i = 0; i < times; i++) this.queue.push(mode);
  }
  take(): Mode | undefined {
    return this.queue.shift();
  }
  reset(): void {
    this.queue = [];
  }
}
