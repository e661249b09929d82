import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi } from './fake-paystack-api';
import { checkoutPage } from './fake-paystack-checkout';
import {
  createFakePaystackState,
  transactionData,
  type FakePaystackState,
  type FakeTransaction,
} from './fake-paystack-state';

export interface RecordedPaystackRequest {
  method: string;
  path: string;
  body: unknown;
  /** Whether the bearer key was the configured secret key (the key itself is not kept). */
  isAuthorized: boolean;
}

export interface SentWebhook {
  url: string;
  event: string;
  rawBody: string;
  signature: string;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface CompleteOptions {
  outcome: 'success' | 'failed';
  /** What the payer actually paid, when a test wants it to differ from what was asked. */
  amountMinor?: number;
  currency?: string;
  /** Where to deliver the signed event; defaults to the server's webhookUrl, none when neither. */
  webhookUrl?: string;
}

export interface FakePaystack {
  /** The API base URL, e.g. http://127.0.0.1:45678, to pass as the client's baseUrl. */
  url: string;
  transactions: FakePaystackState['transactions'];
  subaccounts: FakePaystackState['subaccounts'];
  refunds: FakePaystackState['refunds'];
  requests: RecordedPaystackRequest[];
  webhooks: SentWebhook[];
  /** Marks the transaction paid or failed, as the payer would, and sends the webhook if one is set. */
  complete(reference: string, options: CompleteOptions): Promise<SentWebhook | null>;
  /** The next API call answers 500, or never answers (for time-outs); null disarms. */
  failNext(mode: 'error' | 'hang' | null): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for api.paystack.co: the endpoints Miadi uses, a hosted checkout page at
 * /checkout/:accessCode, and signed webhooks, so payments can be tested end to end offline.
 */
export async function startFakePaystack({
  secretKey,
  webhookUrl,
  currencies = ['KES', 'USD'],
}: {
  secretKey: string;
  webhookUrl?: string;
  currencies?: string[];
}): Promise<FakePaystack> {
  const state = createFakePaystackState(currencies);
  const requests: RecordedPaystackRequest[] = [];
  const webhooks: SentWebhook[] = [];
  let nextFailure: 'error' | 'hang' | null = null;
  let url = '';

  async function complete(reference: string, options: CompleteOptions) {
    const transaction = state.transactions.get(reference);
    if (!transaction) throw new Error(`fake Paystack has no transaction ${reference}`);
    transaction.status = options.outcome;
    transaction.channel ??= 'card';
    if (options.amountMinor !== undefined) transaction.amountMinor = options.amountMinor;
    if (options.currency !== undefined) transaction.currency = options.currency;
    transaction.paidAt = options.outcome === 'success' ? new Date().toISOString() : null;
    const target = options.webhookUrl ?? webhookUrl;
    return target ? sendWebhook(target, transaction) : null;
  }

  async function sendWebhook(target: string, transaction: FakeTransaction) {
    const event = transaction.status === 'success' ? 'charge.success' : 'charge.failed';
    const rawBody = JSON.stringify({ event, data: transactionData(transaction) });
    const signature = createHmac('sha512', secretKey).update(rawBody).digest('hex');
    let status: number | null = null;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body: rawBody,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      // an unreachable receiver is recorded as status null; Paystack would retry later
    }
    const sent = { url: target, event, rawBody, signature, status };
    webhooks.push(sent);
    return sent;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, Buffer.concat(chunks).toString('utf8'))
        .then(({ status, headers, body }) => {
          res.writeHead(status, headers).end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
        });
    });
  });

  type Reply = { status: number; headers: Record<string, string>; body: string };
  const json = (status: number, body: unknown): Reply => ({
    status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  async function handle(req: http.IncomingMessage, rawBody: string): Promise<Reply> {
    const target = new URL(req.url ?? '/', url);
    const method = req.method ?? 'GET';
    if (target.pathname.startsWith('/checkout/')) {
      return checkoutPage(state, { method, path: target.pathname, complete });
    }
    const isAuthorized = req.headers.authorization === `Bearer ${secretKey}`;
    const body = parseBody(rawBody);
    requests.push({ method, path: target.pathname, body, isAuthorized });

    const failure = nextFailure;
    nextFailure = null;
    if (failure === 'hang') return new Promise<never>(() => {});
    if (failure === 'error') return json(500, { status: false, message: 'Internal server error' });

    if (!req.headers.authorization)
      return json(401, { status: false, message: 'No Authorization Header was found' });
    if (!isAuthorized) return json(401, { status: false, message: 'Invalid key' });
    if (method !== 'GET' && body === undefined)
      return json(400, { status: false, message: 'Invalid JSON body' });
    const answer = answerApi(state, {
      method,
      path: target.pathname,
      body: (body ?? {}) as Record<string, unknown>,
      publicUrl: url,
    });
    return json(answer.status, answer.body);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    transactions: state.transactions,
    subaccounts: state.subaccounts,
    refunds: state.refunds,
    requests,
    webhooks,
    complete,
    failNext(mode) {
      nextFailure = mode;
    },
    close() {
      // hung requests hold their sockets open; cut them so close() returns
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function parseBody(rawBody: string): unknown {
  if (!rawBody) return null;
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return undefined;
  }
}
