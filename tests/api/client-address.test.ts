import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/auth';
import { startTestServer, type TestServer } from '../support/test-server';

const LIMIT = 5;

/**
 * A client behind proxies that append to X-Forwarded-For writes its own header first, a new address
 * on every request. Whatever it writes, the server counts it at the address the outermost trusted
 * proxy saw: its request limit and its failed sign-ins stay on that one address.
 */
describe.each([
  // TRUST_PROXY, the header as the server receives it (the test connects from 127.0.0.1, the
  // innermost proxy), and the address the outermost trusted proxy saw
  { trustProxy: 'true', proxies: (client: string) => client },
  { trustProxy: '2', proxies: (client: string) => `${client}, 10.0.0.2` },
  { trustProxy: '3', proxies: (client: string) => `${client}, 10.0.0.3, 10.0.0.2` },
  { trustProxy: '10.0.0.0/8, 127.0.0.1', proxies: (client: string) => `${client}, 10.9.9.9` },
])('behind proxies, TRUST_PROXY=$trustProxy', ({ trustProxy, proxies }) => {
  let app: TestServer;
  let client = 0;
  beforeAll(async () => {
    app = await startTestServer({
      TRUST_PROXY: trustProxy,
      REQUEST_LIMIT_PER_MINUTE: String(LIMIT),
    });
  });
  afterAll(() => app.close());

  /** One client's request with a made-up address of its own in front of what the proxies add. */
  const spoofing = (address: string, turn: number) => ({
    'x-forwarded-for': `198.18.${turn % 250}.${(turn * 7) % 250}, ${proxies(address)}`,
  });

  it('counts a client writing a new address each time against its own request limit', async () => {
    const address = `203.0.113.${++client}`;
    const statuses = [];
    for (let turn = 0; turn < LIMIT + 3; turn++) {
      const response = await app.request('/api/push/public-key', {
        headers: spoofing(address, turn),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    // another client behind the same proxies is not held up by it
    const other = await app.request('/api/push/public-key', {
      headers: spoofing(`203.0.113.${++client}`, 99),
    });
    expect(other.status).toBe(200);
  });

  it('records a failed sign-in at the address the proxy saw, not the one the client wrote', async () => {
    const address = `203.0.113.${++client}`;
    const email = `owner-${client}-${trustProxy.length}@example.com`;
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url, ...spoofing(address, 1) },
      body: JSON.stringify({ email, password: 'Wrong-password-1!' }),
    });
    expect(response.status).toBe(401);
    const events = await app.db
      .select({ ipAddress: auditLog.ipAddress })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SECURITY_EVENT'), eq(auditLog.tableName, 'FAILED_LOGIN')));
    const forThisEmail = events.filter((event) => event.ipAddress === address);
    expect(forThisEmail).toHaveLength(1);
  });
});

describe('with no proxy trusted', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ TRUST_PROXY: 'false', REQUEST_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => app.close());

  it('counts the connection itself, whatever X-Forwarded-For says', async () => {
    const statuses = [];
    for (let turn = 0; turn < LIMIT + 1; turn++) {
      const response = await app.request('/api/push/public-key', {
        headers: { 'x-forwarded-for': `203.0.113.${turn + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
