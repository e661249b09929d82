/**
 * npm run bench pages: the public pages as a visitor's phone loads them, measured by Lighthouse
 * (mobile, its default slow 4G: 150 ms round trips, 1.6 Mbps, the CPU slowed four times) in
 * Debian's Chromium, against the compiled server on an embedded data folder with the demo data:
 * /book/{id} of a demo business in English and in Kiswahili (?lang=sw), / and /discover, two runs
 * each. For each: first contentful paint, largest contentful paint, the requests the browser made
 * before the largest paint, and the bytes.
 * The throttling is applied in the browser (Lighthouse's devtools method), so the figures are what the
 * page did; `-- --simulate` uses Lighthouse's default estimate instead, which counts every request
 * the unthrottled load had started before its paint. `-- --list` prints the requests made before the
 * largest paint and the element that made it; `-- /book` (or `/`, `/discover`) measures only that page.
 * Each run also prints Lighthouse's benchmark index of the host (its CPU speed; the 4x slowdown multiplies it).
 * Fails (exit 1) past the targets: LCP <= 1.5 s, FCP <= 1.0 s, at most 6 requests before LCP.
 * Lighthouse (with its 160 packages) is no dependency of the app: the first run installs the pinned
 * version into .tools/lighthouse, so `npm ci` and a fresh clone's first start stay quick.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DiscoverResponse } from '../src/shared/discover';
import { startBenchServer } from './bench-owner';

const LIGHTHOUSE_VERSION = '12.8.2';
const TOOLS_DIR = path.resolve(import.meta.dirname, '../.tools/lighthouse');

/** What this bench uses of Lighthouse's answer. */
interface LighthouseResult {
  lhr: {
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    environment: { benchmarkIndex: number };
  };
}
type Lighthouse = (url: string, flags: object) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
}

/** Lighthouse and its Chrome launcher, installed into .tools/lighthouse on the first run. */
async function loadLighthouse(): Promise<{
  lighthouse: Lighthouse;
  chromeLauncher: ChromeLauncher;
}> {
  const installed = path.join(TOOLS_DIR, 'node_modules', 'lighthouse', 'package.json');
  const version = fs.existsSync(installed)
    ? (JSON.parse(fs.readFileSync(installed, 'utf8')) as { version: string }).version
    : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} into ${TOOLS_DIR} (first run only)`);
    fs.mkdirSync(TOOLS_DIR, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        TOOLS_DIR,
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const resolveIn = (file: string) =>
    pathToFileURL(path.join(TOOLS_DIR, 'node_modules', file)).href;
  const lighthouse = (
    (await import(resolveIn('lighthouse/core/index.js'))) as { default: Lighthouse }
  ).default;
  const chromeLauncher = (await import(
    resolveIn('chrome-launcher/dist/index.js')
  )) as ChromeLauncher;
  return { lighthouse, chromeLauncher };
}

const RUNS = 2;
const TARGET = { lcpMs: 1_500, fcpMs: 1_000, requestsBeforeLcp: 6 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface NetworkItem {
  url: string;
  networkRequestTime?: number;
  transferSize?: number;
}

interface PageFigures {
  fcpMs: number;
  lcpMs: number;
  requestsBeforeLcp: number;
  requests: number;
  kilobytes: number;
  beforeLcp: string[];
  lcpElement: string;
  /** Lighthouse's measure of the host's CPU for this run (a Pixel 5 scores about 1,000). */
  benchmarkIndex: number;
}

/** Lighthouse's own slow-4G figures, applied in the browser (devtools) rather than simulated. */
const SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};

async function measure(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  method: 'simulate' | 'devtools',
): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: method,
    throttling: SLOW_4G,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits } = result.lhr;
  const metrics = audits.metrics?.details as
    | {
        items: Array<{ observedLargestContentfulPaint?: number; observedNavigationStart?: number }>;
      }
    | undefined;
  const observedLcp = metrics?.items[0]?.observedLargestContentfulPaint ?? Infinity;
  const items =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    // requests the page had asked for by the time its largest paint happened (as observed)
    requestsBeforeLcp: items.filter((item) => (item.networkRequestTime ?? 0) < observedLcp).length,
    beforeLcp: items
      .filter((item) => (item.networkRequestTime ?? 0) < observedLcp)
      .map((item) => `${item.url} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB`),
    lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
    requests: items.length,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    kilobytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

/** The element Lighthouse saw as the largest paint, as a selector and the start of its text. */
function lcpElement(details: unknown): string {
  // a table of one row whose first item is the node (Lighthouse 12 nests it in a list)
  const table = (details as { items?: Array<{ items?: unknown[] }> } | undefined)?.items?.[0];
  const row = (table?.items?.[0] ?? table) as { node?: { selector?: string; snippet?: string } };
  const node = row?.node;
  return node ? `${node.selector ?? ''} ${node.snippet?.slice(0, 120) ?? ''}` : 'unknown';
}

/** `-- --list` also prints the requests made before each page's largest paint. */
export async function benchPages(args: string[] = []): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-pages-'));
  const { lighthouse, chromeLauncher } = await loadLighthouse();
  const server = await startBenchServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let failed = false;
  const method = args.includes('--simulate') ? 'simulate' : 'devtools';
  try {
    const { businesses } = (await (
      await fetch(`${server.base}/api/public/discover`)
    ).json()) as DiscoverResponse;
    const business = businesses[0];
    if (!business) throw new Error('the demo data has no business');
    // `-- /book` or `-- /` measures only those pages
    const chosen = args.filter((arg) => arg.startsWith('/'));
    // the booking page in each language, side by side in one run (docs/decisions/0071)
    const pages = [`/book/${business.id}`, `/book/${business.id}?lang=sw`, '/', '/discover'].filter(
      (page) => !chosen.length || chosen.some((arg) => page === arg || page.startsWith(`${arg}/`)),
    );
    // the server's first rendered page loads its renderer (once per process): not a visitor's figure
    for (const page of pages) await fetch(`${server.base}${page}`);
    console.log(
      `Lighthouse mobile (slow 4G, 4x CPU, ${method === 'devtools' ? 'applied in the browser' : 'simulated'}), compiled server, embedded database`,
    );
    console.log(
      'page                                            FCP      LCP   before LCP  requests      KB   host CPU',
    );
    for (const page of pages) {
      for (let run = 1; run <= RUNS; run++) {
        const figures = await measure(lighthouse, `${server.base}${page}`, chrome.port, method);
        const isOver =
          figures.lcpMs > TARGET.lcpMs ||
          figures.fcpMs > TARGET.fcpMs ||
          figures.requestsBeforeLcp > TARGET.requestsBeforeLcp;
        failed ||= isOver;
        if (args.includes('--list'))
          console.log(
            [`largest paint: ${figures.lcpElement}`, ...figures.beforeLcp]
              .map((line) => `  ${line}`)
              .join('\n'),
          );
        console.log(
          `${page.padEnd(44)} ${(figures.fcpMs / 1000).toFixed(2).padStart(5)} s ${(figures.lcpMs / 1000).toFixed(2).padStart(5)} s ${String(figures.requestsBeforeLcp).padStart(10)} ${String(figures.requests).padStart(9)} ${figures.kilobytes.toFixed(1).padStart(7)} ${figures.benchmarkIndex.toFixed(0).padStart(10)}${isOver ? '  over target' : ''}`,
        );
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `Targets: FCP <= ${TARGET.fcpMs / 1000} s, LCP <= ${TARGET.lcpMs / 1000} s, <= ${TARGET.requestsBeforeLcp} requests before LCP`,
  );
  // the 4x slowdown is applied to this machine's own CPU, so a slower host gives slower figures
  console.log(
    "Host CPU: Lighthouse's benchmark index of this machine in each run; Lighthouse warns below 1,000 (a Pixel 5 scores about that), where its 4x slowdown stands for a slower phone than intended",
  );
  if (failed) process.exitCode = 1;
}
