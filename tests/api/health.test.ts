import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('GET /api/health', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('reports the database as reachable', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await app.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint.' },
    });
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const response = await app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toMatchObject({
      error: { code: 'payload_too_large' },
    });
  });

  it('reports 503 once the database is gone', async () => {
    await app.server.database.pool.end();
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
