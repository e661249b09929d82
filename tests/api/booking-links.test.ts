import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keptVisit } from '../support/kept-visit';
import { BOOKING_LINK_MESSAGES, RESERVED_BOOKING_LINKS } from '../../src/shared/booking-link-rule';
import { BOOKING_LINK_SHAPE } from '../../src/shared/booking-link';
import { businesses, retiredBookingLinks } from '../../src/server/db/schema/businesses';
import { messageSends } from '../../src/server/db/schema/messaging';
import { bookableBusiness, bookingBody } from '../support/bookable';
import { serveBuiltSite } from '../support/built-site';
import { messageRecorded } from '../support/messages';
import { ownerWithBusiness } from '../support/owners';
import { rawRequest } from '../support/raw-request';
import { readJson, type BusinessAnswer, type BookingAnswer } from '../support/answers';

/**
 * A small built site whose renderer writes back what it was given (the path, the business named by
 * the data and the data's keys), as in server-rendering.test.ts; the browser journey
 * (tests/e2e/booking-links.spec.ts) paints the real page.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-links-'));
fs.mkdirSync(path.join(distDir, '.ssr'), { recursive: true });
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html><head><title>Miadi</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, '.vite', 'route-preloads.json'),
  JSON.stringify([{ path: '/book/*', files: ['assets/booking-page-1.js'] }]),
);
fs.writeFileSync(
  path.join(distDir, '.ssr', 'entry-server.js'),
  `let renders = 0;
export async function renderPage({ path, data }) {
  renders += 1;
  const page = Object.values(data).find((value) => value && value.business);
  const refused = Object.values(data).find((value) => value && value.refused);
  const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const title = page ? 'Book ' + page.business.name : refused ? 'Page not found' : path;
  return new Response('<title>' + text(title) + '</title><main data-renders="' + renders + '">' +
    text(path) + '</main>').body;
}
`,
);

const site = serveBuiltSite(distDir);
const dataOf = (html: string): Record<string, unknown> =>
  JSON.parse(
    /<script type="application\/json" id="miadi-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  ) as Record<string, unknown>;

async function visit(pathname: string) {
  const response = await site.app.request(pathname, { redirect: 'manual' });
  return { response, html: await response.text() };
}

/** The page once it is kept (a write's announcement, heard late, may drop the first one kept). */
const keptVisitOf = (pathname: string) => keptVisit(visit, pathname);

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
const changeLink = (owner: Owner, slug: unknown) =>
  owner.client.request('/api/business/booking-link', { method: 'PUT', body: { slug } });
const checkLink = async (owner: Owner, slug: string) => {
  const response = await owner.client.get(
    `/api/business/booking-link?slug=${encodeURIComponent(slug)}`,
  );
  expect(response.status).toBe(200);
  return await readJson<{ status: string; message: string }>(response);
};
const errorOf = async (response: Response) =>
  (await readJson<{ error: { code: string; message: string; fields?: object } }>(response)).error;
const slugOf = async (businessId: string) =>
  (await site.app.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]?.subdomain;
let seq = 0;
/** A link no other test uses. */
const freshSlug = (base: string) => `${base}-${Date.now().toString(36).slice(-4)}${seq++}`;

describe('the readable booking link (docs/decisions/0060)', () => {
  it('opens the business’s booking page, painted by the server as /book/{id} is', async () => {
    const { businessId, owner } = await bookableBusiness(site.app);
    const slug = owner.subdomain;
    expect(slug).toMatch(/^kilele-fitness-stud/);
    const byLink = await keptVisitOf(`/${slug}`);
    expect(byLink.response.status).toBe(200);
    expect(byLink.response.headers.get('content-type')).toMatch(/text\/html/);
    expect(byLink.html).toContain('<title>Book Kilele Fitness Studio</title>');
    // the same chunks announced as the booking page's
    expect(byLink.html).toContain('href="/assets/booking-page-1.js"');
    const byId = await visit(`/book/${businessId}`);
    const linkData = dataOf(byLink.html);
    const idData = dataOf(byId.html);
    // the page's data under the key the page loads it by, and the same first days of times
    expect(linkData[slug]).toEqual(idData[businessId]);
    expect(Object.keys(linkData).filter((key) => key !== slug)).toEqual(
      Object.keys(idData).filter((key) => key !== businessId),
    );
    // kept as sent, like /book/{id}: the next visit is not rendered again
    expect((await visit(`/${slug}`)).html).toBe(byLink.html);
    // and the page's API answers by link as by id
    const api = await site.app.request(`/api/public/businesses/${slug}`);
    expect(api.status).toBe(200);
    expect((await readJson<BusinessAnswer>(api)).business.id).toBe(businessId);
  });

  it('answers a link no business has with the site’s not-found page, never a 500', async () => {
    const unknown = await visit('/no-such-salon-here');
    expect(unknown.response.status).toBe(404);
    expect(unknown.html).toContain('<title>Page not found</title>');
    expect(dataOf(unknown.html)['no-such-salon-here']).toMatchObject({
      refused: { status: 404, code: 'link_not_found' },
    });
    expect((await site.app.request('/api/public/businesses/no-such-salon-here')).status).toBe(404);
    // the site's own pages stay its own
    expect((await visit('/terms')).response.status).toBe(200);
    for (const pathname of [
      '/%00',
      '/a%0D%0Ab',
      '/caf%C3%A9',
      '/%F0%9F%92%85',
      `/${'a'.repeat(5000)}`,
      '/amani--spa',
      '/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const { status } = await rawRequest(site.app.url, pathname);
      expect([400, 404], pathname).toContain(status);
    }
  });

  it('moves with the owner’s change: the old link redirects for good to the new one', async () => {
    const { businessId, owner } = await bookableBusiness(site.app);
    const old = owner.subdomain;
    await keptVisitOf(`/${old}`);
    const wanted = freshSlug('kilele-gym');
    const changed = await changeLink(owner, `  ${wanted.toUpperCase()} `);
    expect(changed.status).toBe(200);
    expect((await readJson<{ business: { subdomain: string } }>(changed)).business.subdomain).toBe(
      wanted,
    );
    const moved = await visit(`/${old}?ref=instagram`);
    expect(moved.response.status).toBe(301);
    expect(moved.response.headers.get('location')).toBe(`/${wanted}?ref=instagram`);
    const now = await visit(`/${wanted}`);
    expect(now.response.status).toBe(200);
    expect(dataOf(now.html)[wanted]).toMatchObject({ business: { id: businessId } });
    // capitals are the same link
    const shouted = await visit(`/${wanted.toUpperCase()}`);
    expect(shouted.response.status).toBe(301);
    expect(shouted.response.headers.get('location')).toBe(`/${wanted}`);
    // the old link is the business's own: nobody else may take it, but it may take it back
    const other = await ownerWithBusiness(site.app, 'Another Gym');
    const stolen = await changeLink(other, old);
    expect(stolen.status).toBe(409);
    expect((await errorOf(stolen)).message).toBe(BOOKING_LINK_MESSAGES.taken(old));
    expect((await checkLink(other, old)).status).toBe('taken');
    expect((await changeLink(owner, old)).status).toBe(200);
    expect((await visit(`/${old}`)).response.status).toBe(200);
    expect((await visit(`/${wanted}`)).response.headers.get('location')).toBe(`/${old}`);
    const retired = await site.app.db
      .select()
      .from(retiredBookingLinks)
      .where(eq(retiredBookingLinks.businessId, businessId));
    expect(retired.map((row) => row.slug)).toEqual([wanted]);
  });

  it('refuses a link that is taken or the site’s own, clearly, and changes nothing', async () => {
    const first = await ownerWithBusiness(site.app, 'Pwani Dental Care');
    const second = await ownerWithBusiness(site.app, 'Pwani Smiles');
    const before = await slugOf(second.businessId);
    const taken = await changeLink(second, first.subdomain);
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({
      code: 'link_taken',
      message: BOOKING_LINK_MESSAGES.taken(first.subdomain),
    });
    for (const word of ['book', 'app', 'api', 'discover', 'demo', 'uploads', 'admin']) {
      const reserved = await changeLink(second, word);
      expect(reserved.status, word).toBe(400);
      expect((await errorOf(reserved)).message).toBe(BOOKING_LINK_MESSAGES.reserved(word));
      expect((await checkLink(second, word)).status).toBe('reserved');
    }
    for (const bad of ['ab', 'a'.repeat(21), 'caf\u00e9', 'two words', 'a\u0000b', 42, null]) {
      expect((await changeLink(second, bad)).status, String(bad)).toBe(400);
    }
    expect(await slugOf(second.businessId)).toBe(before);
    const retired = await site.app.db
      .select()
      .from(retiredBookingLinks)
      .where(eq(retiredBookingLinks.businessId, second.businessId));
    expect(retired).toEqual([]);
    // the live check says each case as the owner types
    expect(await checkLink(second, first.subdomain)).toEqual({
      slug: first.subdomain,
      status: 'taken',
      message: BOOKING_LINK_MESSAGES.taken(first.subdomain),
    });
    expect((await checkLink(second, before!)).status).toBe('current');
    expect((await checkLink(second, freshSlug('pwani-smile'))).status).toBe('available');
    expect((await checkLink(second, 'no')).status).toBe('invalid');
    expect((await checkLink(second, 'x'.repeat(100))).status).toBe('invalid');
  });

  it('is changed only by its own signed-in owner', async () => {
    const victim = await ownerWithBusiness(site.app, 'Bahari Yoga');
    const other = await ownerWithBusiness(site.app, 'Bahari Pilates');
    const stranger = await site.app.request('/api/business/booking-link', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site.app.url },
      body: JSON.stringify({ slug: 'bahari-taken' }),
    });
    expect(stranger.status).toBe(401);
    // naming the victim's business changes nothing but the caller's own link
    const wanted = freshSlug('bahari-mine');
    const own = await other.client.request('/api/business/booking-link', {
      method: 'PUT',
      body: { slug: wanted, businessId: victim.businessId, id: victim.businessId },
    });
    expect(own.status).toBe(200);
    expect(await slugOf(victim.businessId)).toBe(victim.subdomain);
    expect(await slugOf(other.businessId)).toBe(wanted);
  });

  it('goes to exactly one of two owners claiming it at once', async () => {
    const owners = await Promise.all(
      ['Rift Auto', 'Rift Motors', 'Rift Garage', 'Rift Tyres'].map((name) =>
        ownerWithBusiness(site.app, name),
      ),
    );
    const wanted = freshSlug('rift-valley');
    const answers = await Promise.all(owners.map((owner) => changeLink(owner, wanted)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const holders = await site.app.db
      .select()
      .from(businesses)
      .where(eq(businesses.subdomain, wanted));
    expect(holders).toHaveLength(1);
    const winner = owners[answers.findIndex((answer) => answer.status === 200)]!;
    expect(holders[0]!.id).toBe(winner.businessId);
  });

  it('frees a link given up more than a year ago, and never gives a new business a reserved word', async () => {
    const leaver = await ownerWithBusiness(site.app, 'Usafi Cleaners');
    const old = leaver.subdomain;
    expect((await changeLink(leaver, freshSlug('usafi-home'))).status).toBe(200);
    const newcomer = await ownerWithBusiness(site.app, 'Usafi Wash');
    expect((await changeLink(newcomer, old)).status).toBe(409);
    await site.app.db
      .update(retiredBookingLinks)
      .set({ retiredAt: new Date(Date.now() - 366 * 24 * 60 * 60 * 1000) })
      .where(eq(retiredBookingLinks.slug, old));
    expect((await checkLink(newcomer, old)).status).toBe('available');
    expect((await changeLink(newcomer, old)).status).toBe(200);
    const page = await visit(`/${old}`);
    expect(page.response.status).toBe(200);
    expect(dataOf(page.html)[old]).toMatchObject({ business: { id: newcomer.businessId } });
    // onboarding a business named like a page of the site's own adds an ending
    const demo = await ownerWithBusiness(site.app, 'Demo');
    expect(demo.subdomain).toMatch(/^demo-[a-z0-9]{3}$/);
  });

  it('is the address the messages that bring a client back to the business carry', async () => {
    const { businessId, service, owner } = await bookableBusiness(site.app);
    const response = await site.app.request(`/api/public/businesses/${businessId}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody(service.id)),
    });
    expect(response.status).toBe(201);
    const { booking } = await readJson<BookingAnswer>(response);
    await messageRecorded(site.app.db, booking.id, 'booking_confirmation');
    const [mail] = await site.app.db
      .select()
      .from(messageSends)
      .where(and(eq(messageSends.bookingId, booking.id), eq(messageSends.channel, 'email')));
    expect(mail?.payload?.text).toContain(`${site.app.url}/${owner.subdomain}`);
    expect(mail?.payload?.text).not.toContain(`/book/${businessId}`);
  });
});

describe("the server's own paths", () => {
  it('are every one of them kept from businesses, so no later route is shadowed', () => {
    const segments = new Set(
      site.app.server.routes
        .map((route) => route.path.split('/')[1] ?? '')
        .filter((segment) => segment && !segment.startsWith(':') && segment !== '*'),
    );
    expect([...segments]).toEqual(expect.arrayContaining(['api', 'assets', 'uploads', 'test']));
    // a path no link can take (a file's name, with its dot) shadows none
    for (const segment of segments) {
      expect(
        RESERVED_BOOKING_LINKS.has(segment) || !BOOKING_LINK_SHAPE.test(segment),
        segment,
      ).toBe(true);
    }
  });
});
