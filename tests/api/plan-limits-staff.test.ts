import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlan } from '../../src/shared/plans';
import { PLAN_LIMIT_MESSAGES } from '../../src/shared/plan-limits';
import { ownerWithBusiness } from '../support/owners';
import { activeStaffOf, lapse, onPlan } from '../support/plan-limits';
import { createStaff, putStaff, type ErrorBody, type StaffView } from '../support/staff';
import { addActiveStaff } from '../support/subscriptions';
import { startTestServer, type TestServer } from '../support/test-server';
import { readJson } from '../support/answers';

const member = (n: number, isActive = true) => ({
  name: `Stylist ${n}`,
  email: `stylist${n}@example.com`,
  isActive,
});

describe('plan limits: active staff', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app.close());

  it('refuses a second active member on Starter, naming the plan, the limit and what to do', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'starter');
    await createStaff(owner, member(1));
    const refused = await owner.client.post('/api/staff', member(2));
    expect(refused.status).toBe(403);
    expect(await readJson<ErrorBody>(refused)).toEqual({
      error: {
        code: 'plan_staff_limit',
        message:
          'Your Starter plan allows 1 active staff member. Deactivate one or upgrade your plan on the Subscription page.',
      },
    });
    expect(await activeStaffOf(app, owner.businessId)).toBe(1);
    // an inactive member counts for nothing, so it is added
    const resting = await createStaff(owner, member(3, false));
    expect(resting.isActive).toBe(false);
  });

  it('refuses activating a member past the limit, and allows it once another is deactivated', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'starter');
    const first = await createStaff(owner, member(1));
    const second = await createStaff(owner, member(2, false));
    const activate = await putStaff(owner, second.id, member(2, true));
    expect(activate.status).toBe(403);
    expect((await readJson<ErrorBody>(activate)).error.message).toBe(
      PLAN_LIMIT_MESSAGES.staff(findPlan('starter'), 1),
    );
    expect(await activeStaffOf(app, owner.businessId)).toBe(1);

    expect((await putStaff(owner, first.id, member(1, false))).status).toBe(200);
    const swapped = await putStaff(owner, second.id, member(2, true));
    expect(swapped.status).toBe(200);
    expect((await readJson<{ member: StaffView }>(swapped)).member.isActive).toBe(true);
    expect(await activeStaffOf(app, owner.businessId)).toBe(1);
  });

  it('still lets the owner edit members who are already active, even over the limit', async () => {
    const owner = await ownerWithBusiness(app);
    const first = await createStaff(owner, member(1));
    await addActiveStaff(app, owner.businessId, 2);
    // three active members, and a plan that allows one (as after a lapse onto smaller limits)
    await onPlan(app, owner.businessId, 'starter');
    const edited = await putStaff(owner, first.id, { ...member(1), name: 'Stylist One' });
    expect(edited.status).toBe(200);
    expect((await owner.client.post('/api/staff', member(4))).status).toBe(403);
  });

  it('counts the trial at 3 and lets exactly one of ten adds at once take the last place', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'trial');
    await addActiveStaff(app, owner.businessId, 2);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => owner.client.post('/api/staff', member(10 + i))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...new Array<number>(9).fill(403)]);
    expect(await activeStaffOf(app, owner.businessId)).toBe(3);
    const refused = responses.find((response) => response.status === 403);
    expect((await readJson<ErrorBody>(refused as Response)).error.message).toBe(
      'Your Free Trial allows 3 active staff members. Deactivate one or upgrade your plan on the Subscription page.',
    );
  });

  it('lets exactly one of several activations at once through', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'starter');
    const resting = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createStaff(owner, member(n, false))),
    );
    const responses = await Promise.all(
      resting.map((one, n) => putStaff(owner, one.id, member(n + 1, true))),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 403)).toHaveLength(4);
    expect(await activeStaffOf(app, owner.businessId)).toBe(1);
  });

  it('adds without a limit on Enterprise (staff_limit null)', async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'premium');
    await addActiveStaff(app, owner.businessId, 20);
    await createStaff(owner, member(21));
    expect(await activeStaffOf(app, owner.businessId)).toBe(21);
  });

  it("enforces the subscription row's own limit, lapsed or not", async () => {
    const owner = await ownerWithBusiness(app);
    await onPlan(app, owner.businessId, 'economy', { staffLimit: 2 });
    await lapse(app, owner.businessId);
    await createStaff(owner, member(1));
    await createStaff(owner, member(2));
    const refused = await owner.client.post('/api/staff', member(3));
    expect(refused.status).toBe(403);
    expect((await readJson<ErrorBody>(refused)).error.message).toBe(
      'Your Economy plan allows 2 active staff members. Deactivate one or upgrade your plan on the Subscription page.',
    );
  });
});
