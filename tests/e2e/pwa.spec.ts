import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '../../src/server/seed/demo-data';
import { expect, screenshot, test } from './fixtures';
import { readJson } from '../support/answers';
import { COMPILED_SERVER } from '../support/spawn-server';

/**
 * The installable app on a server of its own, over a copy of the build, so a journey can ship a
 * "new release" (a changed sw.js) without touching the build the other journeys use.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 10;
const origin = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;
let distCopy = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });
// the installed app is its service worker
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  distCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-pwa-dist-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-pwa-data-'));
  fs.cpSync(path.resolve('dist/web'), distCopy, { recursive: true });
  // the compiled server, as `npm run serve` runs it: it starts in seconds on a busy machine
  server = spawn(process.execPath, [COMPILED_SERVER], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distCopy,
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const isUp = () =>
    fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(isUp, { message: 'the PWA server starts', timeout: 100_000, intervals: [500] })
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of [distCopy, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
});

async function signInDemoOwner(page: Page) {
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    headers: { origin },
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(response.status()).toBe(200);
}

/** Waits until a service worker controls the page and returns its state. */
function controlled(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

test('the manifest is linked and valid, and /app opens offline on a second visit', async ({
  page,
  context,
  consoleErrors,
}) => {
  await signInDemoOwner(page);
  await page.goto(`${origin}/app/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const status = page.getByRole('region', { name: 'App status' });
  await expect(status.getByText('Online')).toBeVisible();
  await expect(status.getByText('Browser')).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestResponse = await page.request.get(`${origin}${href}`);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await readJson<{
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  }>(manifestResponse);
  expect(manifest).toMatchObject({
    name: 'Miadi',
    short_name: 'Miadi',
    start_url: '/app/dashboard',
    display: 'standalone',
    theme_color: '#0b5d45',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await page.request.get(`${origin}${icon.src}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  // the first visit installs the worker; the second is under its control
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await controlled(page)).toBe(`${origin}/sw.js`);

  await context.setOffline(true);
  await page.goto(`${origin}/app/dashboard`);
  // the app itself answers (from the worker's cache), not the browser's offline error page, and the
  // owner area opens for the account last signed in on this device
  await expect(
    page.getByRole('region', { name: 'App status' }).getByText('Offline', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We could not reach Miadi' })).toBeHidden();
  expect(await page.title()).toContain('Miadi');
  // the dashboard's figures were never kept on the device: it says why, not grey boxes forever
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Staff Attendance' })).toBeVisible();
  await screenshot(page, 'pwa-offline-dashboard');
  await context.setOffline(false);
  // and fills in by itself once the connection is back
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  // the API calls made while offline fail, as they must (nothing answers them from a cache)
  const offlineFailures = consoleErrors.filter((e) => e.includes('ERR_INTERNET_DISCONNECTED'));
  expect(offlineFailures.length).toBeGreaterThan(0);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !offlineFailures.includes(e)),
  );
});

test("a new release shows 'Update Now', which reloads onto the new worker", async ({ page }) => {
  // two workers each precache the whole app (every chunk of every page) on this 2-core machine
  test.setTimeout(90_000);
  await signInDemoOwner(page);
  await page.goto(`${origin}/app/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await controlled(page);
  await expect(page.getByRole('button', { name: 'Update Now' })).toHaveCount(0);

  // the next build: a changed worker that can say which build it is
  const worker = path.join(distCopy, 'sw.js');
  fs.appendFileSync(
    worker,
    "\nself.addEventListener('message', (e) => { if (e.data === 'build?') e.source.postMessage('build 2'); });\n",
  );
  for (const compressed of ['sw.js.gz', 'sw.js.br'])
    fs.rmSync(path.join(distCopy, compressed), { force: true });

  await page.reload();
  const updateNow = page.getByRole('button', { name: 'Update Now' });
  await expect(updateNow).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('A new version of Miadi is ready.')).toBeVisible();
  await screenshot(page, 'pwa-update-available');

  await Promise.all([page.waitForEvent('load'), updateNow.click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const build = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)), {
          once: true,
        });
        navigator.serviceWorker.controller?.postMessage('build?');
      }),
  );
  expect(build).toBe('build 2');
  await expect(updateNow).toHaveCount(0);
});
