/**
 * The public booking page's data under load (npm run bench public): GET
 * /api/public/businesses/{id} for a business with eight services (with images) and three staff,
 * driven by wrk from a process of its own (installed from Debian's packages when missing), against
 * one server process and then two (SERVER_PROCESSES=2, one port). Reports requests per second and
 * the CPU each request cost the server processes and PostgreSQL; then the same for the booking
 * page's HTML, /book/{id}, as a visitor opening the link gets it (docs/decisions/0051). Asks as a
 * browser does, for brotli or gzip, so the answers are compressed as a phone gets them
 * (docs/decisions/0050).
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import type { Database } from '../src/server/db/database';
import { staff, staffServices } from '../src/server/db/schema/people';
import { serviceImages, services } from '../src/server/db/schema/services';

const DURATION_SECONDS = 10;
const CONNECTIONS = 50;

export interface CpuMeter {
  /** CPU seconds used so far by a process and its children. */
  processTree(pid: number): number;
  /** CPU seconds used so far by every PostgreSQL process. */
  postgres(): number;
}

/** Seven more services with two images each, and three staff, beside the benched one. */
export async function furnishBusiness(db: Database, businessId: string, serviceId: string) {
  const added = await db
    .insert(services)
    .values(
      Array.from({ length: 7 }, (_, i) => ({
        businessId,
        name: `Service ${i + 1}`,
        description: 'A service on the bench business, with a description of a realistic length.',
        priceMinor: (i + 5) * 100_00,
        durationMinutes: 30 + i * 15,
      })),
    )
    .returning({ id: services.id });
  const ids = [serviceId, ...added.map((row) => row.id)];
  await db.insert(serviceImages).values(
    ids.flatMap((id) =>
      [0, 1].map((position) => ({
        serviceId: id,
        url: `/uploads/bench/${id}-${position}.webp`,
        position,
      })),
    ),
  );
  const members = await db
    .insert(staff)
    .values(
      ['Achieng', 'Wanjiru', 'Otieno'].map((name, i) => ({
        businessId,
        name,
        email: `staff${i}@bench.example`,
      })),
    )
    .returning({ id: staff.id });
  await db
    .insert(staffServices)
    .values(
      members.flatMap((member, i) =>
        ids.slice(0, 3 + i).map((id) => ({ staffId: member.id, serviceId: id, businessId })),
      ),
    );
}

function ensureWrk(): void {
  try {
    execFileSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' });
  } catch {
    const install = ['apt-get', 'install', '-y', '--no-install-recommends', 'wrk'];
    const [command, ...args] = process.getuid?.() === 0 ? install : ['sudo', ...install];
    execFileSync(command!, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
}

// wrk runs while this process's event loop keeps going: fetch's idle connections must still time
// out meanwhile, or the next fetch picks one the server has already closed
const execFileAsync = promisify(execFile);

/** What a browser's Accept-Encoding says: the answers are measured as phones get them. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const AS_A_BROWSER = ['-H', `Accept-Encoding: ${BROWSER_ENCODINGS}`];

/** Runs wrk against the URL and returns the requests it completed and their rate. */
async function wrk(url: string): Promise<{ requests: number; perSecond: number; non2xx: number }> {
  const { stdout: output } = await execFileAsync(
    'wrk',
    [
      '-t',
      '2',
      '-c',
      String(CONNECTIONS),
      '-d',
      `${DURATION_SECONDS}s`,
      '--latency',
      ...AS_A_BROWSER,
      url,
    ],
    { encoding: 'utf8' },
  );
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? NaN);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return { requests, perSecond, non2xx };
}

/** One address under wrk: its rate and the CPU per request of the server and of PostgreSQL. */
async function loadAddress(
  server: { base: string; pid: number; processes: number },
  url: string,
  label: (sent: string) => string,
  cpu: CpuMeter,
  targets: { serverMs: string; postgresMs: string } = { serverMs: '', postgresMs: '' },
): Promise<number> {
  const first = await fetch(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  const sent = first.headers.get('content-length');
  const bytes = (await first.arrayBuffer()).byteLength;
  // warm up: every process's statements prepared, the JIT settled
  await execFileAsync('wrk', ['-t', '1', '-c', '8', '-d', '3s', ...AS_A_BROWSER, url]);
  const before = { server: cpu.processTree(server.pid), postgres: cpu.postgres() };
  const run = await wrk(url);
  const serverMs = ((cpu.processTree(server.pid) - before.server) * 1000) / run.requests;
  const postgresMs = ((cpu.postgres() - before.postgres) * 1000) / run.requests;
  const encoding = first.headers.get('content-encoding');
  console.log(
    `\n${label(`${bytes} bytes, ${sent} sent ${encoding ?? 'as they are'}`)}, ${server.processes} server process(es), wrk ${CONNECTIONS} connections for ${DURATION_SECONDS} s:`,
  );
  console.log(
    `  ${run.perSecond.toFixed(0)} requests/s (${run.requests} requests, ${run.non2xx} not 2xx)`,
  );
  console.log(
    `  CPU per request: server ${serverMs.toFixed(2)} ms${targets.serverMs}, PostgreSQL ${postgresMs.toFixed(2)} ms${targets.postgresMs}`,
  );
  if (!fs.existsSync('/proc')) console.log('  (no /proc here: CPU figures are not measured)');
  return run.perSecond;
}

/**
 * The public page's data (the issue's targets), then the booking page itself as a visitor opening
 * the link gets it: its HTML rendered by the server, kept while nothing it shows changes
 * (docs/decisions/0051). Answers the data's rate.
 */
export async function benchPublicPage(
  server: { base: string; pid: number; processes: number },
  businessId: string,
  cpu: CpuMeter,
): Promise<number> {
  ensureWrk();
  const rate = await loadAddress(
    server,
    `${server.base}/api/public/businesses/${businessId}`,
    (sent) => `Public page data (${sent})`,
    cpu,
    { serverMs: ' (target <= 0.5)', postgresMs: ' (target <= 0.3)' },
  );
  await loadAddress(
    server,
    `${server.base}/book/${businessId}`,
    (sent) => `The booking page, /book/{id} (${sent} of HTML)`,
    cpu,
  );
  return rate;
}
