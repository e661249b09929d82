/**
 * npm run bench uploads: the server's memory (RSS) around a burst of 40 uploads of a 25-megapixel JPEG.
 *
 * The server runs as `npm run serve` does (its own process, embedded database, a fresh data folder), so
 * any setting the serve script makes is measured too. An owner signs up, confirms the e-mail from the
 * mail file the server writes, and creates a business; then 40 logo uploads (BENCH_UPLOADS) go at once. A busy answer
 * (503) is retried after its Retry-After, as a client should. RSS is read from /proc, so Linux only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../src/shared/business';
import { freePort, ownerCookie, sleep } from './bench-owner';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40) || 40;
const SIDE = 5000;
const SAMPLE_MS = 50;
const SETTLE_READINGS_S = [5, 15];
const MAX_TRIES = 20;

/** A 25-megapixel photo-like JPEG: smooth colour with grain, so it is a few MB and not a trivial 0.5. */
async function photoLikeJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(SIDE * SIDE * 3);
  let seed = 1;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 16;
  };
  // a Buffer wraps values outside 0-255 round, which would turn the grain into hard edges
  const byte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const at = (y * SIDE + x) * 3;
      const g = grain();
      pixels[at] = byte((x * 255) / SIDE + g);
      pixels[at + 1] = byte((y * 255) / SIDE + g);
      pixels[at + 2] = byte(128 + 60 * Math.sin(x / 40) * Math.cos(y / 55) + g);
    }
  }
  const jpeg = await sharp(pixels, { raw: { width: SIDE, height: SIDE, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  if (jpeg.length > IMAGE_MAX_BYTES) throw new Error(`test image is ${jpeg.length} bytes`);
  return jpeg;
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** The allocator settings the server started with (the serve script sets them), as they change its RSS. */
function mallocSettings(pid: number): string {
  const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return environ.filter((entry) => entry.startsWith('MALLOC_')).join(' ') || 'glibc defaults';
}

/** The process below `root` running the server: npm starts it through a shell. */
function serverPid(root: number): number | undefined {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.split(') ')[1]?.split(' ')[1]));
    } catch {
      // the process ended while it was read
    }
  }
  const descends = (pid: number): boolean =>
    pid === root || (pid > 1 && descends(parents.get(pid) ?? 0));
  return [...parents.keys()].find((pid) => {
    if (pid === root || !descends(pid)) return false;
    try {
      // the node process itself, not the shell that started it with the same words in its command
      const [program = '', ...args] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return (
        path.basename(program) === 'node' && args.some((arg) => arg.endsWith('dist/server/main.js'))
      );
    } catch {
      return false;
    }
  });
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-uploads-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  delete env.DATABASE_URL;
  const npm = spawn('npm', ['run', '--silent', 'serve'], { env, stdio: 'inherit' });
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  for (let tries = 0; ; tries++) {
    if (tries > 600 || npm.exitCode !== null) {
      npm.kill();
      throw new Error('the server did not start within a minute');
    }
    await sleep(100);
    const ready = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
  }
  const pid = serverPid(npm.pid ?? 0);
  if (!pid) throw new Error('server process not found');
  return {
    base,
    dataDir,
    pid,
    async stop() {
      process.kill(pid, 'SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One logo upload, retried while the server says it is busy. */
async function upload(base: string, cookie: string, image: Buffer) {
  const started = performance.now();
  for (let tries = 1; ; tries++) {
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${base}/api/business/logo`, {
      method: 'POST',
      headers: { origin: base, cookie },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 503 || tries === MAX_TRIES) {
      return { status: response.status, tries, ms: performance.now() - started };
    }
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
}

export async function benchUploads(): Promise<void> {
  const image = await photoLikeJpeg();
  const server = await startServer();
  try {
    const cookie = await ownerCookie(server.base, server.dataDir);
    // the sign-up's own work (password hashing, mail) is over before the baseline is read
    await sleep(2000);
    const baseline = rssMb(server.pid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), SAMPLE_MS);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: UPLOADS }, () => upload(server.base, cookie, image)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    const settled: number[] = [];
    let waited = 0;
    for (const at of SETTLE_READINGS_S) {
      await sleep((at - waited) * 1000);
      waited = at;
      settled.push(rssMb(server.pid));
    }

    const statuses: Record<number, number> = {};
    for (const { status } of results) statuses[status] = (statuses[status] ?? 0) + 1;
    const retried = results.filter((r) => r.tries > 1).length;
    const slowest = Math.max(...results.map((r) => r.ms)) / 1000;
    const mb = (value: number) => `${value.toFixed(0).padStart(5)} MB`;
    console.log(
      `\n${UPLOADS} concurrent logo uploads of a ${SIDE}x${SIDE} JPEG (${(image.length / 1024 / 1024).toFixed(1)} MB), server RSS:`,
    );
    console.log(`  malloc: ${mallocSettings(server.pid)}`);
    console.log(`  baseline (idle, signed in)   ${mb(baseline)}`);
    console.log(`  peak during the burst        ${mb(peak)}`);
    SETTLE_READINGS_S.forEach((at, index) =>
      console.log(`  ${`${at} s after the last answer`.padEnd(29)}${mb(settled[index] ?? NaN)}`),
    );
    console.log(
      `  answers ${JSON.stringify(statuses)}, ${retried} retried after a 503; all done in ${seconds.toFixed(1)} s (slowest ${slowest.toFixed(1)} s)`,
    );
  } finally {
    await server.stop();
  }
}
