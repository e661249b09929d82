import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request the receiver was sent: its headers as sent and its body as text. */
export interface ReceivedHook {
  headers: Record<string, string>;
  body: string;
}

interface Hook {
  /** The status the receiver answers with; the journey changes it to make deliveries fail. */
  status: number;
  received: ReceivedHook[];
}

/**
 * Webhook receivers for the browser journeys, one per name under /hooks/:name on MAILBOX_PORT:
 *
 * - POST /hooks/:name: a delivery; kept, and answered with the receiver's status (200 at first);
 * - GET /hooks/:name: what it was sent, oldest first;
 * - PUT /hooks/:name?status=503: what it answers from now on.
 */
export function hookReceiver() {
  const hooks = new Map<string, Hook>();
  const hookOf = (name: string) => {
    const held = hooks.get(name) ?? { status: 200, received: [] };
    hooks.set(name, held);
    return held;
  };
  function handle(url: URL, request: IncomingMessage, response: ServerResponse) {
    const hook = hookOf(decodeURIComponent(url.pathname.slice('/hooks/'.length)));
    if (request.method === 'GET') {
      response.end(JSON.stringify(hook.received));
      return;
    }
    if (request.method === 'PUT') {
      hook.status = Number(url.searchParams.get('status')) || 200;
      response.end(JSON.stringify({ status: hook.status }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      hook.received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = hook.status;
      response.end(JSON.stringify({ received: hook.status < 300 }));
    });
  }
  return { handle };
}

const RECEIVER = `http://127.0.0.1:${process.env.MAILBOX_PORT ?? 4174}/hooks`;

/** The address the app delivers a journey's hooks to, by name. */
export const hookUrl = (name: string) => `${RECEIVER}/${encodeURIComponent(name)}`;

/** What the named receiver has been sent so far. */
export async function hooksReceived(name: string): Promise<ReceivedHook[]> {
  const answer = await fetch(hookUrl(name));
  return (await answer.json()) as ReceivedHook[];
}

/** Makes the named receiver answer `status` from now on. */
export async function answerHooksWith(name: string, status: number): Promise<void> {
  await fetch(`${hookUrl(name)}?status=${status}`, { method: 'PUT' });
}
