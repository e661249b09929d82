/**
 * What the browser journeys run against: a real SMTP server on loopback (its mail readable over HTTP
 * at MAILBOX_PORT, for the tests, which also serves blank map tiles), and the built app on a new
 * embedded database with the demo data, sending its mail to that SMTP server. Beside it, on PORT+2, a
 * second app taking payments through a local fake Paystack, which the journeys drive through
 * MAILBOX_PORT's /paystack/ routes (the client approving on their phone). MAILBOX_PORT's /hooks/
 * routes receive the main app's webhooks (test-hooks.ts). Started by Playwright's webServer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { startFakePaystack } from '../../support/fake-paystack';
import { startMailServer } from '../../support/mail-server';
import { startOAuthProvider } from '../../support/oauth-provider';
import { prepareAdmin } from './e2e-admin';
import { hookReceiver } from './test-hooks';

const port = process.env.PORT ?? '4173';
const paystackAppPort = String(Number(port) + 2);
const mailboxPort = Number(process.env.MAILBOX_PORT ?? 4174);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
const paystackDataDir = `${dataDir}-paystack`;
for (const dir of [dataDir, paystackDataDir]) fs.rmSync(dir, { recursive: true, force: true });

const mail = await startMailServer();
const paystackKeys = {
  PAYSTACK_SECRET_KEY: 'sk_test_e2e_miadi_fake',
  PAYSTACK_PUBLIC_KEY: 'pk_test_e2e_miadi_fake',
};
const paystack = await startFakePaystack({
  secretKey: paystackKeys.PAYSTACK_SECRET_KEY,
  webhookUrl: `http://127.0.0.1:${paystackAppPort}/api/webhooks/payments/paystack`,
});

// the Paystack app also has Google sign-in, against a local provider that consents at once, as a new
// person each time (accounts.spec.ts); the main app has no provider keys, so it shows no buttons
let googlePeople = 0;
const google = await startOAuthProvider({
  clientId: 'miadi-e2e-google',
  clientSecret: 'miadi-e2e-google-secret',
  profile: () => {
    googlePeople += 1;
    return {
      sub: `e2e-google-${googlePeople}`,
      email: `wanjiru.${googlePeople}@gmail.example`,
      email_verified: true,
      name: 'Wanjiru Kamau',
      picture: 'https://lh3.example/wanjiru.png',
    };
  },
  withIdToken: true,
});

/** POST /paystack/complete?reference=&outcome=success|failed, GET /paystack/transactions. */
async function controlPaystack(url: URL, method: string): Promise<[number, unknown]> {
  if (method === 'GET' && url.pathname === '/paystack/transactions') {
    return [200, [...paystack.transactions.values()]];
  }
  if (method === 'POST' && url.pathname === '/paystack/complete') {
    const reference = url.searchParams.get('reference') ?? '';
    const outcome = url.searchParams.get('outcome') === 'failed' ? 'failed' : 'success';
    if (!paystack.transactions.has(reference)) return [404, { error: 'no such transaction' }];
    return [200, { webhook: await paystack.complete(reference, { outcome }) }];
  }
  return [404, { error: 'not found' }];
}

// map tiles without the internet: every tile is the same pale square
const tile = await sharp({
  create: { width: 256, height: 256, channels: 3, background: '#e8efe9' },
})
  .png()
  .toBuffer();
const hooks = hookReceiver();
const helper = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/tiles/')) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(tile);
    return;
  }
  response.setHeader('content-type', 'application/json');
  if (url.pathname.startsWith('/hooks/')) {
    hooks.handle(url, request, response);
    return;
  }
  if (url.pathname.startsWith('/paystack/')) {
    void controlPaystack(url, request.method ?? 'GET')
      .catch((error: unknown): [number, unknown] => [500, { error: String(error) }])
      .then(([status, body]) => {
        response.statusCode = status;
        response.end(JSON.stringify(body));
      });
    return;
  }
  const to = url.searchParams.get('to') ?? '';
  response.end(JSON.stringify(mail.mailsTo(to)));
});
helper.listen(mailboxPort, '127.0.0.1');

function startApp(appPort: string, appDataDir: string, extraEnv: NodeJS.ProcessEnv = {}) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: appPort,
      PUBLIC_URL: `http://localhost:${appPort}`,
      DATA_DIR: appDataDir,
      SEED_DEMO: 'true',
      // each journey is its own visitor with its own address (fixtures.ts), as people on the street are;
      // the per-address sign-up and sign-in limits then count one journey, not the whole suite at once
      TRUST_PROXY: 'true',
      SMTP_URL: mail.url,
      MAP_TILE_URL: `http://127.0.0.1:${mailboxPort}/tiles/{z}/{x}/{y}.png`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...extraEnv,
    },
  });
}

// the journeys' platform admin (admin.spec.ts), written before the app opens the folder
await prepareAdmin(dataDir);
const apps = [
  // the journeys' webhook receiver is on loopback, which only a test origin may reach
  startApp(port, dataDir, { WEBHOOK_TEST_ORIGINS: `http://127.0.0.1:${mailboxPort}` }),
  startApp(paystackAppPort, paystackDataDir, {
    ...paystackKeys,
    PAYSTACK_API_URL: paystack.url,
    GOOGLE_CLIENT_ID: 'miadi-e2e-google',
    GOOGLE_CLIENT_SECRET: 'miadi-e2e-google-secret',
    GOOGLE_AUTHORIZATION_URL: google.authorizationUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_USERINFO_URL: google.userInfoUrl,
  }),
];

async function stop(signal: NodeJS.Signals) {
  for (const app of apps) app.kill(signal);
  helper.close();
  await Promise.all([mail.close(), paystack.close(), google.close()]);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
// either app stopping ends the stack (and the run), taking the other with it
for (const app of apps) {
  app.on('exit', (code) => {
    for (const other of apps) if (other.exitCode === null) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}
