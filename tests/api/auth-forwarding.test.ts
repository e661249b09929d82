import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../support/auth-client';
import { signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

describe('requests passed on to the account library keep their shape', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('signs out with no body at all, as browsers and scripts send it', async () => {
    const owner = await signedInOwner(app);
    const headers = { origin: app.url, cookie: cookieHeader(owner.client.cookies) };
    const session = await fetch(`${app.url}/api/auth/get-session`, { headers });
    expect(await session.json()).toMatchObject({ user: { email: owner.email } });
    const out = await fetch(`${app.url}/api/auth/sign-out`, { method: 'POST', headers });
    expect(out.status).toBe(200);
    const after = await fetch(`${app.url}/api/auth/get-session`, { headers });
    expect(await after.json()).toBeNull();
  });

  it('signs out with a JSON body too', async () => {
    const owner = await signedInOwner(app);
    const cookie = cookieHeader(owner.client.cookies);
    expect((await owner.client.me()).status).toBe(200);
    expect((await owner.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await owner.client.me()).status).toBe(401);
    // the session is ended on the server: the cookie sent before signing out opens nothing now
    expect((await app.request('/api/me', { headers: { cookie } })).status).toBe(401);
    expect((await app.request('/api/clients', { headers: { cookie } })).status).toBe(401);
  });
});
