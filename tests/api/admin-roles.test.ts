import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin';
import { auditLog, userRoles } from '../../src/server/db/schema/auth';
import { signedInStaff } from '../support/admins';
import { newAccount } from '../support/auth-client';
import { signedInOwner, type Owner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

describe('admin: granting and removing roles by e-mail', () => {
  let app: TestServer;
  let admin: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    admin = await signedInStaff(app, 'admin');
  });
  afterAll(() => app.close());

  const grant = (as: Owner, email: string, role: string) =>
    as.client.post('/api/admin/roles', { email, role });
  const remove = (as: Owner, email: string, role: string) =>
    as.client.request('/api/admin/roles', { method: 'DELETE', body: { email, role } });
  const rolesSeen = async (as: Owner) =>
    (await readJson<{ roles: string[] }>(await as.client.me())).roles;

  async function lastAudit(recordId: string) {
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, recordId), eq(auditLog.tableName, 'user_roles')))
      .orderBy(desc(auditLog.createdAt));
    return row;
  }

  it('makes an account a moderator and back, in any case of e-mail, with audit rows and events', async () => {
    const member = await signedInOwner(app);
    const granted = await grant(admin, `  ${member.email.toUpperCase()} `, 'moderator');
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ userId: member.userId, roles: ['moderator'] });
    expect(await rolesSeen(member)).toEqual(['moderator']);
    // the moderator may now look after businesses, not roles
    expect((await member.client.get('/api/admin/businesses')).status).toBe(200);
    expect((await grant(member, member.email, 'admin')).status).toBe(403);
    expect(await lastAudit(member.userId)).toMatchObject({
      action: 'ROLE_GRANTED',
      userId: admin.userId,
      ipAddress: admin.client.address,
      oldValues: { email: member.email, roles: [] },
      newValues: { email: member.email, roles: ['moderator'] },
    });

    const removed = await remove(admin, member.email, 'moderator');
    expect(removed.status).toBe(200);
    expect(await rolesSeen(member)).toEqual([]);
    // a removed role stops working at once, on the same session
    expect((await member.client.get('/api/admin/businesses')).status).toBe(403);
    expect(await lastAudit(member.userId)).toMatchObject({
      action: 'ROLE_REMOVED',
      oldValues: { email: member.email, roles: ['moderator'] },
      newValues: { email: member.email, roles: [] },
    });

    const events = await readJson<{
      events: { description: string }[];
    }>(await admin.client.get('/api/admin/security-events?type=ROLE_REMOVED'));
    expect(events.events[0]?.description).toBe(
      `${admin.email} removed the moderator role from ${member.email}`,
    );
  });

  it('answers 404 for an e-mail no account uses, and 400 for a bad role or e-mail', async () => {
    const before = await app.db.$count(userRoles);
    const unknown = await grant(admin, newAccount().email, 'admin');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.userNotFound } });
    expect((await grant(admin, admin.email, 'owner')).status).toBe(400);
    expect((await grant(admin, 'not-an-email', 'admin')).status).toBe(400);
    expect((await remove(admin, newAccount().email, 'admin')).status).toBe(404);
    expect(await app.db.$count(userRoles)).toBe(before);
  });

  it('keeps at least one admin: the last one cannot remove their role, even two at once', async () => {
    // a fresh platform: only these two admins
    await app.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const first = await signedInStaff(app, 'admin');
    const second = await signedInStaff(app, 'admin');
    // both remove the other at the same moment: one wins, one is refused
    const answers = await Promise.all([
      remove(first, second.email, 'admin'),
      remove(second, first.email, 'admin'),
    ]);
    // the loser is refused either at the door (no longer an admin) or by the one-admin rule
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await app.db.$count(userRoles, eq(userRoles.role, 'admin'))).toBe(1);
    const survivor = (await rolesSeen(first)).includes('admin') ? first : second;
    const own = await remove(survivor, survivor.email, 'admin');
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.lastAdmin } });
    expect(await rolesSeen(survivor)).toEqual(['admin']);
    // with a second admin, removing one's own role is allowed
    const helper = await signedInOwner(app);
    expect((await grant(survivor, helper.email, 'admin')).status).toBe(200);
    expect((await remove(survivor, survivor.email, 'admin')).status).toBe(200);
    expect(await rolesSeen(survivor)).toEqual([]);
  });

  it('lists who holds which role', async () => {
    const moderator = await signedInStaff(app, 'moderator');
    const helper = await signedInStaff(app, 'admin');
    const response = await helper.client.get('/api/admin/roles');
    expect(response.status).toBe(200);
    const { holders } = await readJson<{
      holders: { email: string; role: string; userId: string }[];
    }>(response);
    expect(holders).toContainEqual(
      expect.objectContaining({
        email: moderator.email,
        role: 'moderator',
        userId: moderator.userId,
      }),
    );
  });
});
