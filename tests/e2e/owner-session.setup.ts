import { expect, test as setup } from '@playwright/test';
import { DEMO_OWNER } from '../../src/server/seed/demo-data';
import { OWNER_STATE } from './support/owner-state';

// signs the demo owner in once; journeys that only need a signed-in owner reuse this session
setup('sign in as the demo owner', async ({ page, baseURL }) => {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  await page.context().storageState({ path: OWNER_STATE });
});
