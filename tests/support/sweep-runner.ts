import { nextAddress } from './auth-client';
import { changedTables, type Fingerprint, type Fingerprinter } from './db-fingerprint';
import type { SweepCase } from './sweep-cases';
import type { TestServer } from './test-server';

/** Who sends the requests: the headers every one of them carries. */
export interface Caller {
  name: string;
  headers(): Record<string, string>;
}

export interface Outcome {
  sweepCase: SweepCase;
  /** 0 when no response came back. */
  status: number;
  snippet: string;
}

export interface Finding extends Outcome {
  caller: string;
  problem: string;
}

const CONCURRENCY = 8;
const SETTLE_STEP_MS = 50;
const REQUEST_TIMEOUT_MS = 30_000;

const isRefused = (outcome: Outcome) => outcome.status >= 400 && outcome.status < 500;
const isAccepted = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 400;

async function attempt(app: TestServer, caller: Caller, sweepCase: SweepCase): Promise<Outcome> {
  // a new address per request, so better-auth's per-address limits never answer in the route's place
  const headers: Record<string, string> = { ...caller.headers(), 'x-forwarded-for': nextAddress() };
  if (sweepCase.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(new URL(sweepCase.url, app.url), {
      method: sweepCase.method,
      headers,
      body: sweepCase.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { sweepCase, status: response.status, snippet: text.slice(0, 160) };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { sweepCase, status: 0, snippet: String(cause) };
  }
}

/**
 * One request. Without an answer it is sent once more: a kept-alive connection the server has just
 * closed for idleness can fail the request that reuses it, while a request that itself breaks its
 * connection breaks the second one too.
 */
export async function send(
  app: TestServer,
  caller: Caller,
  sweepCase: SweepCase,
): Promise<Outcome> {
  const outcome = await attempt(app, caller, sweepCase);
  if (outcome.status !== 0 || sweepCase.isOversized) return outcome;
  const again = await attempt(app, caller, sweepCase);
  return again.status === 0
    ? { ...again, snippet: `${outcome.snippet}, then ${again.snippet}` }
    : again;
}

async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return results;
}

function brokenAnswer(outcome: Outcome): string | undefined {
  if (outcome.status >= 500) return 'server error';
  if (outcome.sweepCase.mustRefuse && outcome.status !== 400) {
    return 'not refused: a URL inside our own network';
  }
  if (outcome.status === 0 && !outcome.sweepCase.isOversized) return 'no response';
  return undefined;
}

/**
 * Sends the cases and checks every answer: never a 5xx or a dropped connection, and no database
 * change from a refused (4xx) request. The database is compared around each group of cases at once;
 * only when that cannot clear the refused ones (some of the group's requests were accepted, and may
 * change it) are they sent again on their own, and a change is traced one request at a time.
 */
export class Sweeper {
  readonly findings: Finding[] = [];
  sent = 0;
  /** The database as the last clean group left it, when nothing has been sent since. */
  private last: Fingerprint | undefined;

  constructor(
    private readonly app: TestServer,
    private readonly prints: Fingerprinter,
  ) {}

  /** The cases, a route's group at a time (in the order given); the outcomes in the same order. */
  async run(caller: Caller, cases: SweepCase[]): Promise<Outcome[]> {
    const groupOf = (sweepCase: SweepCase) => `${sweepCase.route} ${sweepCase.group}`;
    const outcomes = new Map<SweepCase, Outcome>();
    for (const group of new Set(cases.map(groupOf))) {
      const members = cases.filter((sweepCase) => groupOf(sweepCase) === group);
      for (const outcome of await this.runGroup(caller, members)) {
        outcomes.set(outcome.sweepCase, outcome);
      }
    }
    return cases.map((sweepCase) => outcomes.get(sweepCase) as Outcome);
  }

  private async runGroup(caller: Caller, cases: SweepCase[]): Promise<Outcome[]> {
    const before = this.last ?? (await this.prints.take());
    this.last = undefined;
    const outcomes = await this.sendAll(caller, cases);
    const refused = outcomes.filter(isRefused).map((outcome) => outcome.sweepCase);
    if (refused.length === 0) return outcomes;
    const after = await this.prints.take();
    if (!outcomes.some(isAccepted)) {
      if (changedTables(before, after).length > 0) await this.nameCulprits(caller, refused);
      else this.last = after;
      return outcomes;
    }
    // accepted requests may change the database: the refused ones again, on their own
    const again = await this.sendAll(caller, refused);
    const afterAgain = await this.prints.take();
    if (changedTables(after, afterAgain).length > 0) {
      await this.nameCulprits(
        caller,
        again.filter(isRefused).map((outcome) => outcome.sweepCase),
      );
    } else this.last = afterAgain;
    return outcomes;
  }

  private async sendAll(caller: Caller, cases: SweepCase[]): Promise<Outcome[]> {
    const outcomes = await inParallel(cases, (sweepCase) => send(this.app, caller, sweepCase));
    this.sent += outcomes.length;
    for (const outcome of outcomes) {
      const problem = brokenAnswer(outcome);
      if (problem) this.findings.push({ ...outcome, caller: caller.name, problem });
    }
    return outcomes;
  }

  /** Waits (up to a second) for work an accepted request left running, such as its mail, to finish. */
  private async settle(): Promise<void> {
    let previous = await this.prints.take();
    for (let step = 0; step < 1000 / SETTLE_STEP_MS; step += 1) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
      const current = await this.prints.take();
      if (changedTables(previous, current).length === 0) return;
      previous = current;
    }
  }

  /** One at a time, a fingerprint either side; a change another request caused is not reported. */
  private async nameCulprits(caller: Caller, cases: SweepCase[]): Promise<void> {
    await this.settle();
    for (const sweepCase of cases) {
      const before = await this.prints.take();
      const outcome = await send(this.app, caller, sweepCase);
      this.sent += 1;
      const tables = changedTables(before, await this.prints.take());
      if (isRefused(outcome) && tables.length > 0) {
        const problem = `refused, yet changed ${tables.join(', ')}`;
        this.findings.push({ ...outcome, caller: caller.name, problem });
      }
    }
  }
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** One line per distinct finding (the same one from both callers is listed once, with both). */
export function describeFindings(findings: Finding[]): string {
  const lines = new Map<string, Set<string>>();
  for (const finding of findings) {
    const { route, where, value, url } = finding.sweepCase;
    const line =
      `${finding.status || 'ERR'} ${finding.problem}: ${route} | ${where} = ${value} | ` +
      `${clip(url, 80)} | ${clip(finding.snippet.replace(/\s+/g, ' '), 120)}`;
    lines.set(line, (lines.get(line) ?? new Set()).add(finding.caller));
  }
  return [...lines]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([line, callers]) => `${line} [as ${[...callers].join(', ')}]`)
    .join('\n');
}
