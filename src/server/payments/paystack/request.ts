import * as z from 'zod/mini';
import { PaystackError, PaystackUnavailableError } from './errors';

export interface PaystackConnection {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
}

export type PaystackSend = <T>(
  request: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown },
  data: z.ZodMiniType<T>,
) => Promise<T>;

const Envelope = z.object({
  status: z.boolean(),
  message: z.optional(z.string()),
  code: z.optional(z.string()),
  data: z.optional(z.unknown()),
});

/**
 * One call to Paystack: bearer key, JSON both ways, and the `{ status, message, data }` envelope
 * unwrapped. `data` is checked against a schema because it comes from outside our walls.
 */
export function createPaystackSend(connection: PaystackConnection): PaystackSend {
  const { secretKey, timeoutMs } = connection;
  const baseUrl = connection.baseUrl.replace(/\/+$/, '');
  // a message Paystack echoes back could in principle contain what we sent; keep the key out of logs
  const redact = (text: string) => (secretKey ? text.replaceAll(secretKey, '[redacted]') : text);

  return async ({ method, path, body }, data) => {
    let status: number;
    let text: string;
    try {
      const response = await connection.fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // covers the body as well as the headers: a response that stalls half-way also times out
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PaystackUnavailableError(
        isTimeout
          ? `Paystack did not answer ${method} ${path} within ${timeoutMs} ms`
          : `Could not reach Paystack for ${method} ${path}`,
        { cause: error },
      );
    }

    const envelope = Envelope.safeParse(parseJson(text));
    if (!envelope.success) {
      throw new PaystackError({
        httpStatus: status,
        message: `Paystack answered ${method} ${path} with ${status} and no JSON envelope`,
      });
    }
    const { status: isOk, message = '', code = null } = envelope.data;
    if (status < 200 || status > 299 || !isOk) {
      throw new PaystackError({ httpStatus: status, message: redact(message), code });
    }
    const parsed = data.safeParse(envelope.data.data);
    if (!parsed.success) {
      throw new PaystackError({
        httpStatus: status,
        message: `Paystack answered ${method} ${path} with data of an unexpected shape`,
      });
    }
    return parsed.data;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
