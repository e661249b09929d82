import { defineConfig, devices } from '@playwright/test';
import './tests/e2e/support/json-modules';

const PORT = Number(process.env.E2E_PORT ?? 4173);

const DESKTOP_SPECS = [
  'routes',
  'webhooks',
  'api-reference',
  'layout',
  'accessibility',
  'owner-layout',
  'dashboard',
  'front-desk',
  'discover',
  'discover-free',
  'booking',
  'landing',
  'languages',
  'booking-channels',
  'owner-waitlist',
  'developers',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // no second try: a journey that passes only on a retry is failing
  retries: 0,
  reporter: [['list']],
  // generous: with two browsers and two app servers on 2 cores, an owner page's
  // first load has taken over 10 s on a slow day; a journey that is wrong still fails, only later
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // a trace records every step of every journey, and costs the whole run a fifth of its time:
    // E2E_TRACE=on keeps one for each journey that fails
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // a journey that holds or changes an API answer (page.route) must see every request, and a
    // page the service worker controls sends its requests past page.route; the journeys about the
    // installed app and its offline register allow the worker for themselves
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium; the flags keep it from reaching for the network at start
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'phone',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      // every journey runs at phone width, where most of our people are; at desk width run the pages
      // whose layout changes there (each page opened and pictured, nothing pinned over a control,
      // accessibility) and the journeys made for a desk: the front desk, the dashboard, Discover's map
      // beside its list, the booking panel, the home page (docs/decisions/0073-test-time.md)
      testMatch: DESKTOP_SPECS.map((name) => `${name}.spec.ts`),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/e2e-stack.ts',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
