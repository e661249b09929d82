import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/server/db/schema/businesses';
import { businessPayouts } from '../../src/server/db/schema/payments';
import { ownerWithBusiness, signedInOwner } from '../support/owners';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const BLANK = { mpesaNumber: '', bankName: '', bankAccountNumber: '', accountHolderName: '' };

interface PayoutsView {
  payouts: {
    mpesaNumber: string | null;
    airtelNumber: string | null;
    bankName: string | null;
    bankAccountNumber: string | null;
    accountHolderName: string | null;
    hasPaystackSubaccount: boolean;
    isVerified: boolean;
    isSetupComplete: boolean;
  };
  paystack: { enabled: boolean; acceptsPayments: boolean };
  verification: { status: 'verified' | 'not_verified' | 'failed'; message: string | null };
}

const AWAITING_ADMIN =
  'An administrator checks new payout details before the first payout; you will be told once they are verified.';

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

describe('payment setup', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  async function save(owner: Owner, body: object) {
    return owner.client.request('/api/business/payouts', { method: 'PUT', body });
  }

  async function rowOf(businessId: string) {
    const [row] = await app.db
      .select()
      .from(businessPayouts)
      .where(eq(businessPayouts.businessId, businessId));
    return row;
  }

  async function setupCompleteFlag(businessId: string) {
    const [row] = await app.db
      .select({ flag: businesses.paymentSetupComplete })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    return row?.flag;
  }

  it('needs a session and a business', async () => {
    expect((await fetch(new URL('/api/business/payouts', app.url))).status).toBe(401);
    const owner = await signedInOwner(app);
    expect((await owner.client.get('/api/business/payouts')).status).toBe(404);
  });

  it('starts empty: Setup Required', async () => {
    const owner = await ownerWithBusiness(app);
    const response = await owner.client.get('/api/business/payouts');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      payouts: {
        mpesaNumber: null,
        airtelNumber: null,
        bankName: null,
        bankAccountNumber: null,
        accountHolderName: null,
        hasPaystackSubaccount: false,
        isVerified: false,
        isSetupComplete: false,
      },
      // without Paystack keys the built-in test provider runs, and an administrator verifies
      paystack: { enabled: false, acceptsPayments: true },
      verification: { status: 'not_verified', message: null },
    });
  });

  it('saves an M-Pesa number in 254 format, completing the setup', async () => {
    const owner = await ownerWithBusiness(app);
    const response = await save(owner, { ...BLANK, mpesaNumber: '0712 345 678' });
    expect(response.status).toBe(200);
    const saved = await readJson<PayoutsView>(response);
    expect(saved.payouts).toMatchObject({
      mpesaNumber: '254712345678',
      isSetupComplete: true,
      isVerified: false,
    });
    expect(saved.verification).toEqual({ status: 'not_verified', message: AWAITING_ADMIN });
    expect(await rowOf(owner.businessId)).toMatchObject({
      mpesaNumber: '254712345678',
      bankName: null,
      splitBasisPoints: 9500,
    });
    expect(await setupCompleteFlag(owner.businessId)).toBe(true);
    // the saved details come back on the next visit
    const again = await readJson<PayoutsView>(await owner.client.get('/api/business/payouts'));
    expect(again.payouts.mpesaNumber).toBe('254712345678');
    expect(again.verification).toEqual({ status: 'not_verified', message: null });
  });

  it('saves an Airtel Money number in 254 format, and keeps it when a later save leaves it out', async () => {
    const owner = await ownerWithBusiness(app);
    const response = await save(owner, { ...BLANK, airtelNumber: '0733 123 456' });
    expect(response.status).toBe(200);
    const saved = await readJson<PayoutsView>(response);
    expect(saved.payouts).toMatchObject({ airtelNumber: '254733123456', mpesaNumber: null });
    expect(saved.verification).toEqual({ status: 'not_verified', message: AWAITING_ADMIN });
    expect(await rowOf(owner.businessId)).toMatchObject({ airtelNumber: '254733123456' });
    // a form that does not know the field leaves it alone; an empty one clears it
    await save(owner, { ...BLANK, mpesaNumber: '254712345678' });
    expect(await rowOf(owner.businessId)).toMatchObject({
      airtelNumber: '254733123456',
      mpesaNumber: '254712345678',
    });
    await save(owner, { ...BLANK, mpesaNumber: '254712345678', airtelNumber: '' });
    expect((await rowOf(owner.businessId))?.airtelNumber).toBeNull();
  });

  it('needs both the bank name and the account number for a bank setup', async () => {
    const owner = await ownerWithBusiness(app);
    const nameOnly = await readJson<PayoutsView>(
      await save(owner, { ...BLANK, bankName: 'Equity Bank' }),
    );
    expect(nameOnly.payouts.isSetupComplete).toBe(false);
    expect(await setupCompleteFlag(owner.businessId)).toBe(false);
    const both = await readJson<PayoutsView>(
      await save(owner, {
        ...BLANK,
        bankName: 'Equity Bank',
        bankAccountNumber: '0123 4567 8901',
        accountHolderName: 'Amani Beauty Spa Ltd',
      }),
    );
    expect(both.payouts).toMatchObject({
      bankName: 'Equity Bank',
      bankAccountNumber: '0123 4567 8901',
      accountHolderName: 'Amani Beauty Spa Ltd',
      isSetupComplete: true,
    });
    expect(await setupCompleteFlag(owner.businessId)).toBe(true);
    // clearing everything makes it required again
    const cleared = await readJson<PayoutsView>(await save(owner, BLANK));
    expect(cleared.payouts.isSetupComplete).toBe(false);
    expect(await rowOf(owner.businessId)).toMatchObject({ bankName: null, mpesaNumber: null });
    expect(await setupCompleteFlag(owner.businessId)).toBe(false);
  });

  it('resets verification on every save', async () => {
    const owner = await ownerWithBusiness(app);
    await save(owner, { ...BLANK, mpesaNumber: '254712345678' });
    await app.db
      .update(businessPayouts)
      .set({ isVerified: true })
      .where(eq(businessPayouts.businessId, owner.businessId));
    const verified = await readJson<PayoutsView>(await owner.client.get('/api/business/payouts'));
    expect(verified.payouts.isVerified).toBe(true);

    const response = await save(owner, { ...BLANK, mpesaNumber: '254722000111' });
    expect((await readJson<PayoutsView>(response)).payouts.isVerified).toBe(false);
    expect((await rowOf(owner.businessId))?.isVerified).toBe(false);
  });

  it('counts a Paystack subaccount as set up, without showing its code', async () => {
    const owner = await ownerWithBusiness(app);
    await app.db
      .insert(businessPayouts)
      .values({ businessId: owner.businessId, paystackSubaccountCode: 'ACCT_secret123' });
    const response = await owner.client.get('/api/business/payouts');
    const text = await response.text();
    expect(text).not.toContain('ACCT_secret123');
    expect((JSON.parse(text) as PayoutsView).payouts).toMatchObject({
      hasPaystackSubaccount: true,
      isSetupComplete: true,
    });
    // saving the other details keeps the subaccount the payments work created
    await save(owner, BLANK);
    expect((await rowOf(owner.businessId))?.paystackSubaccountCode).toBe('ACCT_secret123');
    expect(await setupCompleteFlag(owner.businessId)).toBe(true);
  });

  it.each([
    [{ mpesaNumber: '12345' }, 'mpesaNumber', 'Please enter an M-Pesa number such as 254712345678'],
    [
      { airtelNumber: '0733' },
      'airtelNumber',
      'Please enter an Airtel Money number such as 254733123456',
    ],
    [
      { mpesaNumber: '+44 7700 900123' },
      'mpesaNumber',
      'Please enter an M-Pesa number such as 254712345678',
    ],
    [
      { bankAccountNumber: '12;DROP TABLE' },
      'bankAccountNumber',
      'Use only letters, digits, spaces and dashes, at most 34 characters',
    ],
    [
      { bankAccountNumber: '1'.repeat(35) },
      'bankAccountNumber',
      'Use only letters, digits, spaces and dashes, at most 34 characters',
    ],
    [{ bankName: 'b'.repeat(101) }, 'bankName', 'Bank name must be at most 100 characters'],
  ])('refuses %j with its message and keeps what was saved', async (change, field, message) => {
    const owner = await ownerWithBusiness(app);
    await save(owner, { ...BLANK, mpesaNumber: '254712345678' });
    const before = await rowOf(owner.businessId);
    const response = await save(owner, { ...BLANK, ...change });
    expect(response.status).toBe(400);
    const { error } = await readJson<{ error: { fields: Record<string, string> } }>(response);
    expect(error.fields[field]).toBe(message);
    expect(await rowOf(owner.businessId)).toEqual(before);
  });

  it('answers 400 to bodies that are not payout details', async () => {
    const owner = await ownerWithBusiness(app);
    for (const body of [null, [], 'text', { mpesaNumber: 254712345678 }]) {
      expect((await save(owner, body as object)).status).toBe(400);
    }
    expect(await rowOf(owner.businessId)).toBeUndefined();
  });
});
