import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../../src/server/db/schema/auth';
import { grantRole } from '../../src/server/roles/operations';
import {
  authClient,
  type AuthClient,
  newAccount,
  registerAccount,
  signedInClient,
} from '../support/auth-client';
import type { MailServer } from '../support/mail-server';
import { startServerWithMail } from '../support/server-with-mail';
import type { TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('granting the admin role', () => {
  let mail: MailServer;
  let app: TestServer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, mail, close } = await startServerWithMail({}, { isAuth: true }));
  });
  afterAll(() => close());

  async function userId(email: string): Promise<string> {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  }

  async function rolesOf(email: string) {
    return app.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, await userId(email)));
  }

  async function rolesSeenBy(client: AuthClient): Promise<string[]> {
    const me = await client.me();
    expect(me.status).toBe(200);
    return (await readJson<{ roles: string[] }>(me)).roles;
  }

  function grantAdmin(client: AuthClient, email: string) {
    return client.post('/api/roles/admin', { email });
  }

  /** A signed-in account made admin the way `npm run admin:grant` does it. */
  async function signedInAdmin() {
    const account = await registerAccount(app, mail);
    expect(
      await grantRole(app.db, { email: account.email, role: 'admin', grantedBy: null }),
    ).toEqual({
      userId: await userId(account.email),
    });
    return { account, client: await signedInClient(app, account.email, account.password) };
  }

  it('refuses a grant without a session', async () => {
    const target = await registerAccount(app, mail);
    const response = await grantAdmin(authClient(app), target.email);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    expect(await rolesOf(target.email)).toEqual([]);
  });

  it('refuses a grant by an account that is not an admin, and writes no role', async () => {
    const member = await registerAccount(app, mail);
    const target = await registerAccount(app, mail);
    const client = await signedInClient(app, member.email, member.password);

    for (const email of [target.email, member.email]) {
      const response = await grantAdmin(client, email);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { message: 'Access denied' } });
    }
    expect(await rolesOf(target.email)).toEqual([]);
    expect(await rolesOf(member.email)).toEqual([]);
    expect(await rolesSeenBy(client)).toEqual([]);
  });

  it('makes the first admin with grantRole (npm run admin:grant), whatever the case of the e-mail', async () => {
    const account = await registerAccount(app, mail);
    const granted = await grantRole(app.db, {
      email: ` ${account.email.toUpperCase()} `,
      role: 'admin',
      grantedBy: null,
    });
    expect(granted).toEqual({ userId: await userId(account.email) });
    const client = await signedInClient(app, account.email, account.password);
    expect(await rolesSeenBy(client)).toEqual(['admin']);
    expect(
      await grantRole(app.db, { email: newAccount().email, role: 'admin', grantedBy: null }),
    ).toBeNull();
  });

  it('lets an admin grant the role to another account, once', async () => {
    const admin = await signedInAdmin();
    const target = await registerAccount(app, mail);

    for (let grant = 1; grant <= 2; grant++) {
      const response = await grantAdmin(admin.client, target.email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }

    const rows = await rolesOf(target.email);
    expect(rows).toEqual([
      expect.objectContaining({ role: 'admin', grantedBy: await userId(admin.account.email) }),
    ]);
    const targetClient = await signedInClient(app, target.email, target.password);
    expect(await rolesSeenBy(targetClient)).toContain('admin');
  });

  it('answers 404 when no account has the e-mail', async () => {
    const admin = await signedInAdmin();
    const before = await app.db.$count(userRoles);
    const response = await grantAdmin(admin.client, newAccount().email);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await app.db.$count(userRoles)).toBe(before);
  });

  it('shows the security events to admins only, newest first', async () => {
    const admin = await signedInAdmin();
    const response = await admin.client.get('/api/security-events');
    expect(response.status).toBe(200);
    const { events } = await readJson<{
      events: { type: string; description: string; createdAt: string }[];
    }>(response);
    expect(events[0]).toMatchObject({
      type: 'SUCCESSFUL_LOGIN',
      description: `Signed in: ${admin.account.email}`,
    });
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const account = await registerAccount(app, mail);
    const plain = await signedInClient(app, account.email, account.password);
    const refused = await plain.get('/api/security-events');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: 'Access denied' } });
  });
});
