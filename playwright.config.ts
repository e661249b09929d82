import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

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
    trace: 'retain-on-failure',
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
      // the swipe and pull gestures are a touch screen's
      testIgnore: /touch-navigation\.spec\.ts$/,
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
