import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin';
import { auditLog } from '../../src/server/db/schema/auth';
import { businessPayouts } from '../../src/server/db/schema/payments';
import { signedInStaff } from '../support/admins';
import { ownerWithBusiness, type Owner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

interface Pending {
  businessId: string;
  businessName: string;
  ownerEmail: string;
  mpesaNumber: string | null;
  bankName: string | null;
  bankAccountNumber: string | null;
  accountHolderName: string | null;
  version: string;
}

describe('admin: payout details to verify (no Paystack: an admin marks them verified)', () => {
  let app: TestServer;
  let admin: Owner;
  let moderator: Owner;
  beforeAll(async () => {
    app = await startTestServer();
    admin = await signedInStaff(app, 'admin');
    moderator = await signedInStaff(app, 'moderator');
  });
  afterAll(() => app.close());

  async function pending(as = admin) {
    const response = await as.client.get('/api/admin/payouts');
    expect(response.status).toBe(200);
    return await readJson<{ payouts: Pending[]; total: number; isPaystack: boolean }>(response);
  }

  const savePayouts = (owner: Owner, details: Record<string, string>) =>
    owner.client.request('/api/business/payouts', {
      method: 'PUT',
      body: {
        mpesaNumber: '',
        bankName: '',
        bankAccountNumber: '',
        accountHolderName: '',
        ...details,
      },
    });

  const verify = (as: Owner, businessId: string, version: string) =>
    as.client.post(`/api/admin/payouts/${businessId}/verify`, { version });

  it('lists saved, unverified details with what the admin needs, and verifies the version seen', async () => {
    const owner = await ownerWithBusiness(app, 'Payout Palace');
    // an empty form saved is nothing to verify
    expect((await savePayouts(owner, {})).status).toBe(200);
    expect((await pending()).payouts.map((p) => p.businessId)).not.toContain(owner.businessId);

    expect(
      (
        await savePayouts(owner, {
          mpesaNumber: '0712 345 678',
          bankName: 'Equity',
          bankAccountNumber: '0123 4567',
          accountHolderName: 'Amina Wanjiru',
        })
      ).status,
    ).toBe(200);
    const listed = (await pending()).payouts.find((p) => p.businessId === owner.businessId);
    expect(listed).toMatchObject({
      businessName: 'Payout Palace',
      ownerEmail: owner.email,
      mpesaNumber: '254712345678',
      bankName: 'Equity',
      bankAccountNumber: '0123 4567',
      accountHolderName: 'Amina Wanjiru',
    });
    expect((await pending()).isPaystack).toBe(false);
    if (!listed) return;

    // the owner changes the details after the admin opened them: the old version is refused
    expect((await savePayouts(owner, { mpesaNumber: '0799 000 111' })).status).toBe(200);
    const stale = await verify(moderator, owner.businessId, listed.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { message: ADMIN_MESSAGES.payoutsChanged } });

    const fresh = (await pending()).payouts.find((p) => p.businessId === owner.businessId);
    expect(fresh?.mpesaNumber).toBe('254799000111');
    const verified = await verify(moderator, owner.businessId, fresh?.version ?? '');
    expect(verified.status).toBe(200);
    expect((await pending()).payouts.map((p) => p.businessId)).not.toContain(owner.businessId);
    const ownView = await readJson<{
      payouts: { isVerified: boolean };
      verification: { status: string };
    }>(await owner.client.get('/api/business/payouts'));
    expect(ownView.payouts.isVerified).toBe(true);
    expect(ownView.verification.status).toBe('verified');

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'PAYOUTS_VERIFIED'), eq(auditLog.recordId, owner.businessId)))
      .orderBy(desc(auditLog.createdAt));
    expect(audit).toMatchObject({
      tableName: 'business_payouts',
      userId: moderator.userId,
      ipAddress: moderator.client.address,
      oldValues: { mpesaNumber: '254799000111', isVerified: false },
      newValues: { mpesaNumber: '254799000111', isVerified: true },
    });

    // verifying twice finds nothing waiting
    const twice = await verify(admin, owner.businessId, fresh?.version ?? '');
    expect(twice.status).toBe(404);
    // saving again resets verification, and the details wait again
    expect((await savePayouts(owner, { mpesaNumber: '0799 000 111' })).status).toBe(200);
    const [row] = await app.db
      .select()
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, owner.businessId));
    expect(row?.isVerified).toBe(false);
    expect((await pending()).payouts.map((p) => p.businessId)).toContain(owner.businessId);
  });

  it('refuses a malformed version, and a business without payout details', async () => {
    const owner = await ownerWithBusiness(app, 'No Payouts Yet');
    for (const body of [{}, { version: 'abc' }, { version: 'ZZZZZZZZZZZZZZZZ' }]) {
      const response = await admin.client.post(
        `/api/admin/payouts/${owner.businessId}/verify`,
        body,
      );
      expect(response.status).toBe(400);
    }
    const none = await verify(admin, owner.businessId, '0123456789abcdef');
    expect(none.status).toBe(404);
    expect((await verify(admin, 'nope', '0123456789abcdef')).status).toBe(404);
  });

  it('shows the oldest waiting first', async () => {
    const older = await ownerWithBusiness(app, 'Older Payouts');
    const newer = await ownerWithBusiness(app, 'Newer Payouts');
    expect((await savePayouts(older, { mpesaNumber: '0711 111 111' })).status).toBe(200);
    expect((await savePayouts(newer, { mpesaNumber: '0722 222 222' })).status).toBe(200);
    const ids = (await pending(moderator)).payouts.map((p) => p.businessId);
    expect(ids.indexOf(older.businessId)).toBeLessThan(ids.indexOf(newer.businessId));
  });
});
