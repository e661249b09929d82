/**
 * What the browser journeys run against: a real SMTP server on loopback (its mail readable over HTTP
 * at MAILBOX_PORT, for the tests, which also serves blank map tiles), and the built app on a new embedded database with the demo data,
 * sending its mail to that SMTP server. Started by Playwright's webServer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { startMailServer } from '../../support/mail-server';

const port = process.env.PORT ?? '4173';
const mailboxPort = Number(process.env.MAILBOX_PORT ?? 4174);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });

const mail = await startMailServer();
// map tiles without the internet: every tile is the same pale square
const tile = await sharp({
  create: { width: 256, height: 256, channels: 3, background: '#e8efe9' },
})
  .png()
  .toBuffer();
const helper = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/tiles/')) {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(tile);
    return;
  }
  const to = url.searchParams.get('to') ?? '';
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mail.mailsTo(to)));
});
helper.listen(mailboxPort, '127.0.0.1');

const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // each journey is its own visitor with its own address (fixtures.ts), as people on the street are;
    // the per-address sign-up and sign-in limits then count one journey, not the whole suite at once
    TRUST_PROXY: 'true',
    SMTP_URL: mail.url,
    MAP_TILE_URL: `http://127.0.0.1:${mailboxPort}/tiles/{z}/{x}/{y}.png`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

async function stop(signal: NodeJS.Signals) {
  app.kill(signal);
  helper.close();
  await mail.close();
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
app.on('exit', (code) => process.exit(code ?? 0));
