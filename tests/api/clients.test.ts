import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/shared/clients';
import { TEXT_MESSAGES } from '../../src/shared/text';
import { addClient, clientRowsOf, errorOf, type ClientJson } from '../support/clients';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;
interface ClientList {
  clients: ClientJson[];
  total: number;
  page: number;
  pageSize: number;
}

async function listOf(owner: Owner, query = ''): Promise<ClientList> {
  const response = await owner.client.get(`/api/clients${query}`);
  expect(response.status).toBe(200);
  return await readJson<ClientList>(response);
}

describe('clients: the form rules, one client per phone and e-mail, search and pages', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('needs a session and a business', async () => {
    expect((await app.request('/api/clients')).status).toBe(401);
    const owner = await signedInOwner(app);
    const response = await owner.client.post('/api/clients', { name: 'Wanjiku' });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('no_business');
  });

  it('adds a client with only a name: the e-mail stays empty, never invented', async () => {
    const owner = await ownerWithBusiness(app);
    const client = await addClient(owner, { name: 'Wanjiku Kamau' });
    expect(client).toMatchObject({
      name: 'Wanjiku Kamau',
      email: null,
      phone: null,
      address: null,
      notes: null,
    });
    const [row] = await clientRowsOf(app, owner.businessId);
    expect(row).toMatchObject({ id: client.id, email: null, phone: null });
    const blanks = await addClient(owner, { name: 'Otieno', email: '  ', phone: '', notes: null });
    expect(blanks).toMatchObject({ email: null, phone: null, notes: null });
  });

  it('cleans what it stores as the form cleans it: markup, script text, case and phone', async () => {
    const owner = await ownerWithBusiness(app);
    const client = await addClient(owner, {
      name: '<b>Mary</b><script>alert(1)</script>',
      email: '  Mary.Atieno@Example.COM ',
      phone: '0712 345 678',
      address: '  Moi Avenue <i>3rd floor</i>  ',
      notes: 'Prefers mornings\nonclick = call first; Prescription glasses, Scripture reading',
    });
    expect(client).toMatchObject({
      name: 'bMary/balert(1)/',
      email: 'mary.atieno@example.com',
      phone: '+254712345678',
      address: 'Moi Avenue i3rd floor/i',
      notes: 'Prefers mornings\n call first; Prescription glasses, Scripture reading',
    });
    const [row] = await clientRowsOf(app, owner.businessId);
    expect(row).toMatchObject({ name: client.name, email: client.email, phone: client.phone });

    const protocol = await addClient(owner, { name: 'javascript:alert(1) Otieno' });
    expect(protocol.name).toBe('alert(1) Otieno');
    const handler = await addClient(owner, { name: 'Akinyi onerror=x', phone: '+254 733-000-111' });
    expect(handler).toMatchObject({ name: 'Akinyi x', phone: '+254733000111' });
    const hidden = await addClient(owner, { name: 'VBScript:Data:<scr<script>ipt> Njeri' });
    expect(hidden.name).toBe('Njeri');
  });

  it('refuses each broken field with the spec’s message and stores nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const cases: [object, string, string][] = [
      [{}, 'name', CLIENT_MESSAGES.nameRequired],
      [{ name: '   ' }, 'name', CLIENT_MESSAGES.nameRequired],
      [{ name: '<script>' }, 'name', CLIENT_MESSAGES.nameEmpty],
      [{ name: ' javascript: <> ' }, 'name', CLIENT_MESSAGES.nameEmpty],
      [{ name: 'onload=' }, 'name', CLIENT_MESSAGES.nameEmpty],
      [{ name: 'x'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
      [{ name: 'Two\nlines' }, 'name', TEXT_MESSAGES.singleLine],
      [{ name: 'Amani', email: 'amani.example.com' }, 'email', 'Invalid email format'],
      [{ name: 'Amani', email: 'amani@example' }, 'email', 'Invalid email format'],
      [
        { name: 'Amani', email: `${'a'.repeat(250)}@x.co` },
        'email',
        'Email must be less than 254 characters',
      ],
      [
        { name: 'Amani', phone: '1'.repeat(21) },
        'phone',
        'Phone number must be less than 20 characters',
      ],
      [
        { name: 'Amani', phone: '12345' },
        'phone',
        'Please enter a valid phone number, e.g. 0712345678',
      ],
      [
        { name: 'Amani', phone: 'call me' },
        'phone',
        'Please enter a valid phone number, e.g. 0712345678',
      ],
      [
        { name: 'Amani', address: 'a'.repeat(201) },
        'address',
        'Address must be less than 200 characters',
      ],
      [
        { name: 'Amani', notes: 'n'.repeat(501) },
        'notes',
        'Notes must be less than 500 characters',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.client.post('/api/clients', body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('validation');
      expect(error.fields?.[field], JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    expect(await clientRowsOf(app, owner.businessId)).toEqual([]);
    // the limits themselves are allowed
    const longest = await addClient(owner, {
      name: 'n'.repeat(100),
      email: `${'e'.repeat(248)}@x.com`,
      address: 'a'.repeat(200),
      notes: 'o'.repeat(500),
    });
    expect(longest.name).toHaveLength(100);
    expect(longest.email).toHaveLength(254);
  });

  it('keeps one client per phone and per e-mail within a business, and says which', async () => {
    const owner = await ownerWithBusiness(app);
    const other = await ownerWithBusiness(app, 'Another Salon');
    const first = await addClient(owner, {
      name: 'Achieng',
      phone: '0712345678',
      email: 'achieng@example.com',
    });
    const samePhone = await owner.client.post('/api/clients', {
      name: 'Someone Else',
      phone: '+254 712 345 678',
    });
    expect(samePhone.status).toBe(409);
    expect(await errorOf(samePhone)).toEqual({
      code: 'client_exists',
      message: 'A client with this phone number already exists.',
      fields: { phone: 'A client with this phone number already exists.' },
    });
    const sameEmail = await owner.client.post('/api/clients', {
      name: 'Someone Else',
      email: 'ACHIENG@example.com',
    });
    expect(sameEmail.status).toBe(409);
    expect((await errorOf(sameEmail)).fields).toEqual({
      email: 'A client with this email already exists.',
    });

    // an edit cannot take another client's phone either
    const second = await addClient(owner, { name: 'Baraka', phone: '0722000111' });
    const taken = await owner.client.request(`/api/clients/${second.id}`, {
      method: 'PUT',
      body: { name: 'Baraka', phone: '0712 345 678' },
    });
    expect(taken.status).toBe(409);
    const rows = await clientRowsOf(app, owner.businessId);
    expect(rows.map((row) => row.phone).sort()).toEqual(['+254712345678', '+254722000111']);
    expect(rows.find((row) => row.id === first.id)?.name).toBe('Achieng');

    // another business keeps its own list
    await addClient(other, { name: 'Achieng', phone: '0712345678', email: 'achieng@example.com' });
  });

  it('makes one client of five identical requests sent at once', async () => {
    const owner = await ownerWithBusiness(app);
    const body = { name: 'Jabali', phone: '0799 111 222', email: 'jabali@example.com' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => owner.client.post('/api/clients', body)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect((await errorOf(response)).code).toBe('client_exists');
    }
    expect(await clientRowsOf(app, owner.businessId)).toHaveLength(1);
  });

  it('edits a client: every field replaced, cleaned the same way, a field left out cleared', async () => {
    const owner = await ownerWithBusiness(app);
    const client = await addClient(owner, {
      name: 'Nyambura',
      email: 'nyambura@example.com',
      phone: '0711222333',
      notes: 'Allergic to latex',
    });
    const response = await owner.client.request(`/api/clients/${client.id}`, {
      method: 'PUT',
      body: { name: '  Nyambura <em>Wairimu</em> ', phone: '0711 222 444', notes: 'Allergic' },
    });
    expect(response.status).toBe(200);
    const { client: updated } = await readJson<{ client: ClientJson }>(response);
    expect(updated).toMatchObject({
      id: client.id,
      name: 'Nyambura emWairimu/em',
      email: null,
      phone: '+254711222444',
      notes: 'Allergic',
    });
    const page = await owner.client.get(`/api/clients/${client.id}`);
    expect((await readJson<{ client: ClientJson }>(page)).client).toMatchObject(updated);

    const refused = await owner.client.request(`/api/clients/${client.id}`, {
      method: 'PUT',
      body: { name: '<script>', phone: '0711 222 555' },
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('Name cannot be empty after validation');
    const [row] = await clientRowsOf(app, owner.businessId);
    expect(row?.phone).toBe('+254711222444');
  });

  it('finds clients by name, phone however typed, or e-mail, in any case', async () => {
    const owner = await ownerWithBusiness(app);
    const wanjiru = await addClient(owner, {
      name: 'Wanjiru Kamau',
      phone: '0712 345 678',
      email: 'wk@example.com',
    });
    const otieno = await addClient(owner, {
      name: 'Otieno 50% Off',
      phone: '+254 733 000 111',
      email: 'Otieno_O@Mail.example',
    });
    await addClient(owner, { name: 'Zawadi' });
    const names = async (q: string) =>
      (await listOf(owner, `?q=${encodeURIComponent(q)}`)).clients.map((client) => client.name);
    expect(await names('wanj')).toEqual(['Wanjiru Kamau']);
    expect(await names('KAMAU')).toEqual(['Wanjiru Kamau']);
    expect(await names('0712 345')).toEqual(['Wanjiru Kamau']);
    expect(await names('0712345678')).toEqual(['Wanjiru Kamau']);
    expect(await names('+254712')).toEqual(['Wanjiru Kamau']);
    expect(await names('733-000')).toEqual(['Otieno 50% Off']);
    expect(await names('otieno_o@MAIL')).toEqual(['Otieno 50% Off']);
    expect(await names('50%')).toEqual(['Otieno 50% Off']);
    // % and _ are only themselves
    expect(await names('%')).toEqual(['Otieno 50% Off']);
    expect(await names('w_')).toEqual([]);
    expect(await names('nobody')).toEqual([]);
    const all = await listOf(owner, '?q=');
    expect(all.total).toBe(3);
    const found = await listOf(owner, '?q=example.com');
    expect(found.clients.map((client) => client.id)).toEqual([wanjiru.id]);
    expect(found.total).toBe(1);
    expect(otieno.email).toBe('otieno_o@mail.example');
  });

  it('pages the list newest first, with the total', async () => {
    const owner = await ownerWithBusiness(app);
    const made: ClientJson[] = [];
    for (const name of ['Amina', 'Baraka', 'Chebet', 'Dalmas', 'Esther']) {
      made.push(await addClient(owner, { name }));
    }
    const first = await listOf(owner, '?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.clients.map((client) => client.name)).toEqual(['Esther', 'Dalmas']);
    expect(first.clients[0]?.stats).toEqual({
      visits: 0,
      lastVisit: null,
      totalSpent: [],
      noShows: 0,
      bookings: 0,
    });
    const last = await listOf(owner, '?pageSize=2&page=3');
    expect(last.clients.map((client) => client.name)).toEqual(['Amina']);
    const beyond = await listOf(owner, '?pageSize=2&page=9');
    expect(beyond).toMatchObject({ clients: [], total: 5, page: 9 });
    expect((await listOf(owner)).pageSize).toBe(24);
    expect(made).toHaveLength(5);
  });

  it('answers bad input with a 400 that says what is wrong, and changes nothing', async () => {
    const owner = await ownerWithBusiness(app);
    const client = await addClient(owner, { name: 'Halima', phone: '0700 100 200' });
    const before = await clientRowsOf(app, owner.businessId);
    const bodies: unknown[] = [
      { name: 'x'.repeat(1_000_000) },
      { name: 'Ha\u0000lima' },
      { name: 'Halima', notes: 'a\ud800b' },
      { name: 42 },
      { name: ['Halima'] },
      { name: 'Halima', email: 5 },
      { name: 'Halima', phone: { number: '0700100200' } },
      { name: 'Halima', notes: ['a'] },
      { name: 'Halima', address: true },
      [],
      'Halima',
      null,
    ];
    for (const body of bodies) {
      for (const [method, path] of [
        ['POST', '/api/clients'],
        ['PUT', `/api/clients/${client.id}`],
      ] as const) {
        const response = await owner.client.request(path, { method, body });
        expect(response.status, `${method} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect((await errorOf(response)).message).toMatch(/\w/);
      }
    }
    const notJson = await app.request('/api/clients', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        origin: app.url,
      },
      body: '{"name": "Halima"',
    });
    expect(notJson.status).toBe(400);
    for (const query of [
      '?page=abc',
      '?page=0',
      '?page=-1',
      '?pageSize=101',
      '?page=1&page=2',
      `?q=${'q'.repeat(101)}`,
      '?q=%00',
    ]) {
      const response = await owner.client.get(`/api/clients${query}`);
      expect(response.status, query).toBe(400);
    }
    expect(await clientRowsOf(app, owner.businessId)).toEqual(before);
    const wrong = await errorOf(
      await owner.client.post('/api/clients', { name: 'Halima', email: 5 }),
    );
    expect(wrong.fields).toEqual({ email: 'Email must be text' });
  });

  it('answers a path that names no client of this business with 404 Client not found.', async () => {
    const owner = await ownerWithBusiness(app);
    const intruder = await ownerWithBusiness(app, 'Intruder Salon');
    const client = await addClient(owner, { name: 'Imani', phone: '0710 000 001' });
    const before = await clientRowsOf(app, owner.businessId);
    const paths = [
      `/api/clients/not-a-uuid`,
      `/api/clients/${client.id.slice(0, -1)}`,
      `/api/clients/3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60`,
    ];
    const asked: [Owner, string][] = [
      ...paths.map((path): [Owner, string] => [owner, path]),
      [intruder, `/api/clients/${client.id}`],
      [intruder, `/api/clients/${client.id.toUpperCase()}`],
    ];
    for (const [who, path] of asked) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await who.client.request(path, {
          method,
          body: method === 'PUT' ? { name: 'Taken Over', phone: '0710 000 001' } : undefined,
        });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await errorOf(response)).toEqual({
          code: 'not_found',
          message: 'Client not found.',
        });
      }
    }
    expect(await clientRowsOf(app, owner.businessId)).toEqual(before);
    expect((await listOf(intruder)).clients).toEqual([]);
  });
});
