import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyView } from '../../src/shared/api-keys';
import type { ApiPage, ApiService } from '../../src/shared/api-v1/resources';
import { apiKeys } from '../../src/server/db/schema/api';
import { keyHash } from '../../src/server/api-keys/keys';
import { readJson, type ErrorAnswer } from '../support/answers';
import { buildService } from '../support/factories';
import { ownerWithBusiness, speaks } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';

/** API keys and the public API's door (docs/plans/public-api.md §3.1-3.2). */

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

describe('API keys', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function makeKey(owner: Owner, body: Record<string, unknown> = {}) {
    const made = await owner.client.post('/api/business/api-keys', {
      name: 'Accounting sync',
      scope: 'read',
      expiresInDays: 90,
      ...body,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    return readJson<{ key: ApiKeyView; secret: string }>(made);
  }

  const withKey = (secret: string, path: string) =>
    app.request(path, { headers: { authorization: `Bearer ${secret}` } });

  async function servicesWith(secret: string, query = '') {
    const response = await withKey(secret, `/api/v1/services${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return readJson<ApiPage<ApiService>>(response);
  }

  it('shows a key once, keeps only its hash, and lists it without the secret', async () => {
    const owner = await ownerWithBusiness(app, 'Zawadi Key Salon');
    const { key, secret } = await makeKey(owner);
    expect(secret).toMatch(/^miadi_sk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Accounting sync', scope: 'read', lastUsedAt: null });
    expect(secret.startsWith(key.shown)).toBe(true);
    expect(key.shown).toHaveLength(13);
    const days = (Date.parse(key.expiresAt) - Date.parse(key.createdAt)) / 86_400_000;
    expect(days).toBe(90);
    // the row holds the hash, and nothing holds the key
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toBe(keyHash(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));
    const listed = await readJson<{ keys: ApiKeyView[] }>(
      await owner.client.get('/api/business/api-keys'),
    );
    expect(listed.keys).toEqual([key]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(13));
  });

  it('opens /api/v1 with a live key only, for its own business, and records its use', async () => {
    const owner = await ownerWithBusiness(app, 'Baraka Key Barbers');
    const other = await ownerWithBusiness(app, 'Other Key Spa');
    await buildService(app.db, { businessId: owner.businessId, name: 'Fade' });
    const theirs = await buildService(app.db, { businessId: other.businessId, name: 'Massage' });
    const { key, secret } = await makeKey(owner);
    const page = await servicesWith(secret);
    expect(page.data.map((service) => service.name)).toEqual(['Fade']);
    expect(page.nextCursor).toBeNull();
    // another business's id as a cursor is not this list's
    const foreign = await withKey(secret, `/api/v1/services?cursor=${theirs.id}`);
    expect(foreign.status).toBe(400);
    expect((await readJson<ErrorAnswer>(foreign)).error.code).toBe('cursor_invalid');
    const listed = await readJson<{ keys: ApiKeyView[] }>(
      await owner.client.get('/api/business/api-keys'),
    );
    expect(listed.keys[0]?.lastUsedAt).not.toBeNull();

    // no key, a malformed one, an unknown one, or the owner's own session: 401, told apart by nothing
    const refusals = [
      await app.request('/api/v1/services'),
      await withKey('miadi_sk_short', '/api/v1/services'),
      await withKey(`miadi_sk_${'A'.repeat(43)}`, '/api/v1/services'),
      await owner.client.get('/api/v1/services'),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="miadi"');
      const body = await readJson<ErrorAnswer>(refused);
      expect(body.error).toEqual({
        code: 'unauthenticated',
        message: "Send a live API key as 'Authorization: Bearer miadi_sk_...'.",
      });
    }

    // revoked: closed for good, and revoking twice is a 404
    expect(
      (await owner.client.request(`/api/business/api-keys/${key.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await withKey(secret, '/api/v1/services')).status).toBe(401);
    expect(
      (await owner.client.request(`/api/business/api-keys/${key.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await readJson<{ keys: ApiKeyView[] }>(await owner.client.get('/api/business/api-keys')))
        .keys,
    ).toEqual([]);
    // another owner cannot revoke a key that is not theirs
    const second = await makeKey(owner);
    const stranger = await other.client.request(`/api/business/api-keys/${second.key.id}`, {
      method: 'DELETE',
    });
    expect(stranger.status).toBe(404);
    expect((await withKey(second.secret, '/api/v1/services')).status).toBe(200);
  });

  it('refuses an expired key', async () => {
    const owner = await ownerWithBusiness(app, 'Expired Key Salon');
    const { key, secret } = await makeKey(owner, { expiresInDays: 30 });
    await app.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, key.id));
    expect((await withKey(secret, '/api/v1/services')).status).toBe(401);
  });

  it('pages a list newest first by cursor, with no item twice', async () => {
    const owner = await ownerWithBusiness(app, 'Paged Key Spa');
    for (let i = 1; i <= 5; i++) {
      await buildService(app.db, {
        businessId: owner.businessId,
        name: `Treatment ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, i)),
      });
    }
    const { secret } = await makeKey(owner);
    const names: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: ApiPage<ApiService> = await servicesWith(
        secret,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      sizes.push(page.data.length);
      names.push(...page.data.map((service) => service.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(names).toEqual([
      'Treatment 5',
      'Treatment 4',
      'Treatment 3',
      'Treatment 2',
      'Treatment 1',
    ]);
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?cursor=nope']) {
      const refused = await withKey(secret, `/api/v1/services${query}`);
      expect(refused.status).toBe(400);
    }
  });

  it('counts each key’s requests a minute, says so, and answers 429 past the limit', async () => {
    const owner = await ownerWithBusiness(app, 'Busy Key Gym');
    const { key, secret } = await makeKey(owner);
    const other = await makeKey(owner, { name: 'Another tool' });
    await app.db.update(apiKeys).set({ requestsPerMinute: 3 }).where(eq(apiKeys.id, key.id));
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await withKey(secret, '/api/v1/services');
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-policy')).toBe('"key";q=3;w=60');
      remaining.push(/r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1] ?? '');
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await withKey(secret, '/api/v1/services');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await readJson<ErrorAnswer>(refused)).error.code).toBe('rate_limited');
    // the other key counts on its own
    expect((await withKey(other.secret, '/api/v1/services')).status).toBe(200);
    // requests at once are each counted
    await app.db
      .update(apiKeys)
      .set({ windowCount: 0, requestsPerMinute: 100 })
      .where(eq(apiKeys.id, key.id));
    await Promise.all(Array.from({ length: 8 }, () => withKey(secret, '/api/v1/services')));
    const [row] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.windowCount).toBe(8);
  });

  it('refuses a bad key request with a message, in either language, and at most 20 live keys', async () => {
    const owner = await ownerWithBusiness(app, 'Rules Key Salon');
    const refused = async (body: Record<string, unknown>) => {
      const response = await owner.client.post('/api/business/api-keys', body);
      expect(response.status).toBe(400);
      return (await readJson<ErrorAnswer>(response)).error.fields;
    };
    const good = { name: 'Sync', scope: 'read', expiresInDays: 90 };
    expect(await refused({ ...good, name: '  ' })).toEqual({
      name: 'Give the key a name, so you know where it is used',
    });
    expect(await refused({ ...good, name: 'x'.repeat(61) })).toEqual({
      name: "A key's name is at most 60 characters",
    });
    expect(await refused({ ...good, name: 'Sync\u0000' })).toHaveProperty('name');
    expect(await refused({ ...good, scope: 'admin' })).toEqual({
      scope: 'Choose what the key may do: read, or read and write',
    });
    expect(await refused({ ...good, expiresInDays: 45 })).toEqual({
      expiresInDays: 'Choose how long the key lasts: 30, 90 or 365 days',
    });
    await speaks(owner, 'sw');
    expect(await refused({ ...good, scope: 'all' })).toEqual({
      scope: 'Chagua ufunguo unaweza kufanya nini: kusoma, au kusoma na kuandika',
    });
    await speaks(owner, 'en');
    for (let i = 0; i < 20; i++) await makeKey(owner, { name: `Tool ${i}` });
    const over = await owner.client.post('/api/business/api-keys', good);
    expect(over.status).toBe(409);
    expect((await readJson<ErrorAnswer>(over)).error.message).toBe(
      'A business can hold at most 20 live keys. Revoke one you no longer use first.',
    );
    expect(await app.db.$count(apiKeys, eq(apiKeys.businessId, owner.businessId))).toBe(20);
  });
});
