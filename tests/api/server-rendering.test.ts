import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keptVisit } from '../support/kept-visit';
import { DISCOVER } from '../../src/shared/discover-rules';
import { discoverListKey } from '../../src/shared/discover-url';
import { addDays } from '../../src/shared/local-time';
import { businesses } from '../../src/server/db/schema/businesses';
import { services } from '../../src/server/db/schema/services';
import { scriptJson } from '../../src/server/http/server-render';
import { SEEDED_SERVICES } from '../../src/server/public-booking/server-data';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { rawRequest } from '../support/raw-request';
import { serveBuiltSite } from '../support/built-site';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

/**
 * A small built site whose server renderer writes back what it was given (the path, the query and
 * the data the server read), so these tests see the server's side of rendering without `vite build`;
 * the browser journeys (tests/e2e/server-rendering.spec.ts) run the real one.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-ssr-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.mkdirSync(path.join(distDir, '.ssr'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Miadi</title><script src="/theme-init.js"></script>' +
    // the bundler's helpers as a script of their own ahead of the entry, as the build writes them
    '<script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
    '<body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, 'theme-init.js'),
  'document.documentElement.dataset.t = "1";\n',
);
fs.writeFileSync(path.join(distDir, 'after-paint.js'), 'window.afterPaint = true;\n');
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(
  path.join(distDir, '.vite', 'route-preloads.json'),
  JSON.stringify([{ path: '/discover', files: ['assets/discover-2.js'] }]),
);
fs.writeFileSync(path.join(distDir, 'assets', 'index-1.css'), 'body{color:$&}');
fs.writeFileSync(
  path.join(distDir, '.ssr', 'entry-server.js'),
  `let renders = 0;
export async function renderPage({ path, search, data, onError }) {
  renders += 1;
  if (path === '/terms') throw new Error('the page frame failed');
  if (path === '/safety') onError(new Error('one part failed'));
  const title = path.startsWith('/book/') ? Object.values(data)[0]?.business?.name ?? 'Loading' : path;
  const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return new Response('<title>' + text(title) + '</title><main data-renders="' + renders + '">' +
    text(path + '?' + search) + '|' + text(Object.keys(data).sort().join(',')) + '</main>').body;
}
`,
);

const rendersOf = (html: string) => Number(/data-renders="(\d+)"/.exec(html)?.[1]);
const dataOf = (html: string): Record<string, unknown> => {
  const json = /<script type="application\/json" id="miadi-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
};

const site = serveBuiltSite(distDir);

/** Each address answers a permanent move (301) to its new one. */
async function expectMovedForGood(moves: Array<[from: string, to: string]>) {
  for (const [from, to] of moves) {
    const response = await site.app.request(from, { redirect: 'manual' });
    expect(response.status, from).toBe(301);
    expect(response.headers.get('location'), from).toBe(to);
  }
}

describe('public pages rendered by the server', () => {
  it('puts the page in #root, its title in the head and the stylesheet inline', async () => {
    const response = await site.app.request('/privacy?from=footer');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // the title, then where the page is in each language (docs/decisions/0071)
    expect(html).toMatch(
      /<head>.*<title>\/privacy<\/title>(<link rel="alternate"[^>]*>){3}<\/head>/s,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    // a '$&' in the stylesheet is copied as it is, not expanded
    expect(html).toContain('<style>body{color:$&}</style>');
    expect(html).not.toContain('index-1.css');
    expect(html).toContain('<div id="root" data-rendered="server"><main');
    expect(html).toContain('/privacy?from=footer|</main>');
    expect(dataOf(html)).toEqual({});
  });

  it('starts the app after the first paint, with inline scripts the page policy allows', async () => {
    const response = await site.app.request('/discover');
    const html = await response.text();
    expect(html).toContain('<script>document.documentElement.dataset.t = "1";</script>');
    // no module script starts before the page has painted
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const list = /<script type="application\/json" id="miadi-scripts">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/runtime-1.js', '/assets/discover-2.js'],
      // the stylesheet is inline whole where the build did not cut it into parts
      styles: [],
    });
    expect(html).toContain('<script>window.afterPaint = true;</script></body>');
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const script of [
      'document.documentElement.dataset.t = "1";',
      'window.afterPaint = true;',
    ]) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
    // the owner area's shell loads its scripts as built
    const owner = await (await site.app.request('/app/dashboard')).text();
    expect(owner).toContain(
      '<script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    );
    expect(owner).not.toContain('miadi-scripts');
  });

  it('renders a page without data once per address, and again for another query', async () => {
    const first = rendersOf(await (await site.app.request('/cookies')).text());
    const again = rendersOf(await (await site.app.request('/cookies')).text());
    expect(again).toBe(first);
    const other = rendersOf(await (await site.app.request('/cookies?x=1')).text());
    expect(other).toBeGreaterThan(first);
  });

  it('sends the plain shell when the page frame fails, and never keeps a partly failed page', async () => {
    const response = await site.app.request('/terms');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    // the shell, titled in the visitor's language (the app's own title in English)
    expect(html).toContain('<title>Miadi - Bookings and payments for your business</title>');
    expect(html).toContain('href="/assets/index-1.css"');
    const first = rendersOf(await (await site.app.request('/safety')).text());
    const again = rendersOf(await (await site.app.request('/safety')).text());
    expect(again).toBeGreaterThan(first);
  });

  it('answers a path with no page 404, rendered; the owner area is left to the browser', async () => {
    const missing = await site.app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-rendered="server"');
    const owner = await site.app.request('/app/no-such-page');
    expect(owner.status).toBe(404);
    expect(await owner.text()).toContain('<div id="root"></div>');
    const dashboard = await (await site.app.request('/app/dashboard')).text();
    expect(dashboard).toContain('<div id="root"></div>');
    const link = await (await site.app.request('/b/AbC_12-x')).text();
    expect(link).toContain('<div id="root"></div>');
  });

  it('reads the booking page, its first services and their first two days into the page', async () => {
    const { businessId, service } = await bookableBusiness(site.app);
    // more services than are seeded, each active
    const more = await site.app.db
      .insert(services)
      .values(
        Array.from({ length: SEEDED_SERVICES }, (_, i) => ({
          businessId,
          name: `Class ${i + 1}`,
          description: 'A group class.',
          priceMinor: 1_000_00,
          durationMinutes: 30,
        })),
      )
      .returning();
    const api = await readJson<{
      booking: { today: string };
      services: Array<{ id: string }>;
    }>(await site.app.request(`/api/public/businesses/${businessId}`));
    const response = await site.app.request(`/book/${businessId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Kilele Fitness Studio</title>');
    const data = dataOf(html);
    // exactly what the API answers, dates as the API writes them
    expect(data[businessId]).toEqual(api);
    const { today } = api.booking;
    const seeded = api.services.slice(0, SEEDED_SERVICES).map((row) => row.id);
    expect(Object.keys(data).sort()).toEqual(
      [
        businessId,
        ...seeded.flatMap((id) => [`${id}|${today}`, `${id}|${addDays(today, 1)}`]),
      ].sort(),
    );
    // services come by name: the four classes are seeded, the training session (fifth) is not
    expect(seeded).not.toContain(service.id);
    const day = addDays(today, 1);
    const times = await site.app.request(
      `/api/public/businesses/${businessId}/availability?serviceId=${seeded[0]}&date=${day}`,
    );
    expect(data[`${seeded[0]}|${day}`]).toEqual(await times.json());
    expect(more).toHaveLength(SEEDED_SERVICES);
  });

  it("reads Discover's list for the URL's search around central Nairobi into the page", async () => {
    const { businessId } = await bookableBusiness(site.app);
    await site.app.db
      .update(businesses)
      .set({ name: 'Zawadi Rendered Salon', latitude: -1.2925, longitude: 36.8225 })
      .where(eq(businesses.id, businessId));
    const response = await site.app.request('/discover?q=Zawadi%20Rendered&category=Nonsense');
    expect(response.status).toBe(200);
    const data = dataOf(await response.text());
    // the unknown category is left out, as the page leaves it out
    const key = discoverListKey({ q: 'Zawadi Rendered', categories: [] });
    expect(Object.keys(data)).toEqual([key]);
    const api = await site.app.request(
      `/api/public/discover?lat=${DISCOVER.centre.latitude}&lng=${DISCOVER.centre.longitude}&q=Zawadi%20Rendered`,
    );
    const answer = await readJson<{ businesses: Array<{ id: string }> }>(api);
    expect(answer.businesses.map((row) => row.id)).toEqual([businessId]);
    // exactly what the API answers for the same search from the same point
    expect(data[key]).toEqual(answer);
    // a search that finds nothing seeds its empty list: the page shows 'no results' at once
    const none = await site.app.request('/discover?q=Nothing%20Here%20Zzq');
    expect(dataOf(await none.text())).toEqual({
      [discoverListKey({ q: 'Nothing Here Zzq', categories: [] })]: { businesses: [], place: null },
    });
  });

  it('seeds the refusal for an unknown or inactive business, and answers 404', async () => {
    const { businessId } = await bookableBusiness(site.app);
    await site.app.db
      .update(businesses)
      .set({ isActive: false })
      .where(eq(businesses.id, businessId));
    for (const id of [businessId, '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60']) {
      const before = Date.now();
      const response = await site.app.request(`/book/${id}`);
      expect(response.status).toBe(404);
      const data = dataOf(await response.text());
      expect(Object.keys(data)).toEqual([id]);
      const { refused } = data[id] as { refused: Record<string, unknown> };
      expect(refused).toEqual({
        status: 404,
        code: 'not_found',
        message: 'Business not found or is currently inactive.',
        at: refused.at,
      });
      const at = Date.parse(String(refused.at));
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now());
    }
  });

  it("moves the route map's other booking addresses to /book, for good, query and all", async () => {
    const { businessId } = await bookableBusiness(site.app);
    const moves: Array<[string, string]> = [
      [`/booking/${businessId}`, `/book/${businessId}`],
      [`/public-booking/${businessId}?service=x`, `/book/${businessId}?service=x`],
      ['/booking', '/book'],
      ['/public-booking/', '/book'],
      ['/booking/%3Cscript%3E', '/book/%3Cscript%3E'],
      ['/public-booking/%E2%82%AC%20x', '/book/%E2%82%AC%20x'],
    ];
    await expectMovedForGood(moves);
  });

  it("moves the owner area's old addresses into /app, for good, query and all", async () => {
    const moves: Array<[string, string]> = [
      ['/dashboard', '/app/dashboard'],
      ['/services?action=new', '/app/services?action=new'],
      ['/booking-management/', '/app/bookings'],
      ['/subscription?payment=ref_1', '/app/subscription?payment=ref_1'],
    ];
    await expectMovedForGood(moves);
  });

  it('seeds nothing for a link that is not a business id: the page says so itself', async () => {
    for (const pathname of ['/book/not-a-uuid', '/book/%3Cscript%3E']) {
      const response = await site.app.request(pathname);
      expect(response.status).toBe(200);
      expect(dataOf(await response.text())).toEqual({});
    }
  });

  it('keeps user text inert: a name cannot close the data script or the title', async () => {
    const { businessId } = await bookableBusiness(site.app);
    const name = `</script><script>alert(1)</script> $' Salon \u2028`;
    await site.app.db.update(businesses).set({ name }).where(eq(businesses.id, businessId));
    const html = await (await site.app.request(`/book/${businessId}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      "<title>&lt;/script>&lt;script>alert(1)&lt;/script> $' Salon \u2028</title>",
    );
    const page = dataOf(html)[businessId] as { business: { name: string } };
    expect(page.business.name).toBe(name);
  });

  it('writes JSON that no script element can end early', () => {
    const json = scriptJson({ text: '</script><!-- \u2028\u2029' });
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- \u2028\u2029' });
  });
});

/** Tomorrow, by the business's own calendar as its page gives it. */
const tomorrowOf = (data: Record<string, unknown>, businessId: string) =>
  addDays((data[businessId] as { booking: { today: string } }).booking.today, 1);

/** The status of a service's slot at `time` on `date`, from the times seeded into a page. */
const slotIn = (data: Record<string, unknown>, serviceId: string, date: string, time: string) =>
  (
    data[`${serviceId}|${date}`] as { days: { slots: { time: string; status: string }[] }[] }
  ).days[0]?.slots.find((slot) => slot.time === time)?.status;

/** A visitor's booking of one slot, through the public API. */
const book = (businessId: string, serviceId: string, date: string, time: string) =>
  site.app.request(`/api/public/businesses/${businessId}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(serviceId, { date, time })),
  });

describe('public pages kept as sent (docs/decisions/0051)', () => {
  const visit = async (pathname: string) => {
    const response = await site.app.request(pathname);
    return { status: response.status, html: await response.text() };
  };

  const keptVisitOf = (pathname: string) => keptVisit(visit, pathname);

  it('sends a booking page again as it was, until a booking or an edit changes what it shows', async () => {
    // one place a slot: a booking fills its time
    const { businessId, service, owner } = await bookableBusiness(site.app, { capacity: 1 });
    const first = await keptVisitOf(`/book/${businessId}`);
    expect(first.status).toBe(200);
    // the very same page, not rendered again
    for (let i = 0; i < 3; i++) expect((await visit(`/book/${businessId}`)).html).toBe(first.html);
    const tomorrow = tomorrowOf(dataOf(first.html), businessId);
    const key = `${service.id}|${tomorrow}`;
    expect(slotIn(dataOf(first.html), service.id, tomorrow, '10:00')).toBe('available');

    expect((await book(businessId, service.id, tomorrow, '10:00')).status).toBe(201);
    const afterBooking = await keptVisitOf(`/book/${businessId}`);
    expect(rendersOf(afterBooking.html)).toBeGreaterThan(rendersOf(first.html));
    expect(slotIn(dataOf(afterBooking.html), service.id, tomorrow, '10:00')).toBe('full');
    // as the API answers it
    const times = await site.app.request(
      `/api/public/businesses/${businessId}/availability?serviceId=${service.id}&date=${tomorrow}`,
    );
    expect(dataOf(afterBooking.html)[key]).toEqual(await times.json());
    expect((await visit(`/book/${businessId}`)).html).toBe(afterBooking.html);

    const edited = await owner.client.request(`/api/services/${service.id}`, {
      method: 'PUT',
      body: {
        name: 'Strength Session',
        description: 'One-to-one session with a certified trainer.',
        priceMinor: 2_500_00,
        durationMinutes: 60,
      },
    });
    expect(edited.status).toBe(200);
    const afterEdit = dataOf((await visit(`/book/${businessId}`)).html)[businessId] as {
      services: { name: string; priceMinor: number }[];
    };
    expect(afterEdit.services[0]).toMatchObject({ name: 'Strength Session', priceMinor: 2_500_00 });
  });

  it('keeps a page per address, and never a refused, failed or freshly read one', async () => {
    const { businessId } = await bookableBusiness(site.app);
    const plain = await keptVisitOf(`/book/${businessId}`);
    const query = await visit(`/book/${businessId}?service=x`);
    expect(rendersOf(query.html)).toBeGreaterThan(rendersOf(plain.html));
    expect((await visit(`/book/${businessId}?service=x`)).html).toBe(query.html);
    // a link to no business, and Discover's list (read for every visit), are rendered each time
    // and a path with no page
    for (const pathname of [
      '/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f61',
      '/discover',
      '/no/such/page/at/all',
    ]) {
      const once = await visit(pathname);
      const twice = await visit(pathname);
      expect(twice.status).toBe(once.status);
      expect(rendersOf(twice.html)).toBeGreaterThan(rendersOf(once.html));
    }
    expect((await visit('/book/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f61')).status).toBe(404);
  });

  it('sends a kept page compressed as the browser asks, the same bytes each time', async () => {
    const { businessId } = await bookableBusiness(site.app);
    const pathname = `/book/${businessId}`;
    await keptVisitOf(pathname);
    const plain = await rawRequest(site.app.url, pathname);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);
    const html = plain.body.toString('utf8');
    expect(html).toContain('data-rendered="server"');

    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const br = await rawRequest(site.app.url, pathname, { headers: browser });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect((await rawRequest(site.app.url, pathname, { headers: browser })).body).toEqual(br.body);

    const gzip = await rawRequest(site.app.url, pathname, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
    // HEAD: the headers GET would send, no body
    const head = await rawRequest(site.app.url, pathname, { method: 'HEAD', headers: browser });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.byteLength).toBe(0);
  });

  it('answers a returning browser 304 while the page is the same, and the new page once it changes', async () => {
    const { businessId, service } = await bookableBusiness(site.app, { capacity: 1 });
    const pathname = `/book/${businessId}`;
    await keptVisitOf(pathname);
    const first = await site.app.request(pathname);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await site.app.request(pathname, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('vary')).toContain('Accept-Encoding');
    // the same tag names the page in brotli as well
    const raw = await rawRequest(site.app.url, pathname, {
      headers: { 'accept-encoding': 'br', 'if-none-match': tag! },
    });
    expect(raw.status).toBe(304);
    expect(raw.body.byteLength).toBe(0);

    const tomorrow = tomorrowOf(dataOf(await first.text()), businessId);
    expect((await book(businessId, service.id, tomorrow, '11:00')).status).toBe(201);
    const changed = await site.app.request(pathname, { headers: { 'if-none-match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
    expect(slotIn(dataOf(await changed.text()), service.id, tomorrow, '11:00')).toBe('full');
  });

  it('sends the owner area its shell compressed too, 404 where it has no page', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const [pathname, status] of [
      ['/app/dashboard', 200],
      ['/app/no-such-page', 404],
    ] as const) {
      const response = await rawRequest(site.app.url, pathname, { headers: browser });
      expect(response.status).toBe(status);
      const html =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.body).toString('utf8')
          : response.body.toString('utf8');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe.runIf(inject('databaseSnapshot').kind === 'postgres')(
  'a page kept by one process, changed through another (docs/decisions/0051)',
  () => {
    let second: TestServer;
    beforeAll(async () => {
      second = await startTestServer({ WEB_DIST_DIR: distDir }, site.app);
    });
    afterAll(() => second.close());

    it("shows the other process's booking within moments", async () => {
      const { businessId, service } = await bookableBusiness(site.app, { capacity: 1 });
      const pathname = `/book/${businessId}`;
      const read = async () => dataOf(await (await second.request(pathname)).text());
      const first = await read();
      const tomorrow = tomorrowOf(first, businessId);
      const statusAt = (data: Record<string, unknown>) =>
        slotIn(data, service.id, tomorrow, '12:00');
      expect(statusAt(first)).toBe('available');
      expect(statusAt(await read())).toBe('available');
      expect((await book(businessId, service.id, tomorrow, '12:00')).status).toBe(201);
      await expect
        .poll(async () => statusAt(await read()), { timeout: 2_000, interval: 25 })
        .toBe('full');
    });
  },
);
