/**
 * npm run bench startup: the server's cold start, from `node` starting to the first answer of
 * GET /api/health, for the compiled build (`npm run serve`) and for the sources run through the
 * TypeScript loader, on an embedded data folder and on PostgreSQL (BENCH_DATABASE_URL), both with
 * their schema already migrated. Five starts each; the median and the slowest.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database';
import { migrateDatabase } from '../src/server/db/migrate';
import { compiledServer, freePort } from './bench-owner';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 5;

async function timeToFirstAnswer(args: string[], env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server stopped before answering');
      if (performance.now() - started > 60_000) throw new Error('no answer within a minute');
      const isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (isUp) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function measure(label: string, args: string[], env: () => Record<string, string>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timeToFirstAnswer(args, env()));
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(44)} median ${times[Math.floor(RUNS / 2)]!.toFixed(0).padStart(5)} ms   slowest ${times.at(-1)!.toFixed(0).padStart(5)} ms`,
  );
}

export async function benchStartup(): Promise<void> {
  const compiled = [compiledServer()];
  const sources = ['--import', 'tsx', 'src/server/main.ts'];

  // an embedded data folder, migrated once, copied fresh for every start
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-start-'));
  const embedded = await openDatabase({ dataDir: template, databaseUrl: undefined });
  await migrateDatabase(embedded.pool);
  await embedded.close();
  const copies: string[] = [];
  const embeddedEnv = () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-start-'));
    fs.cpSync(template, dataDir, { recursive: true });
    copies.push(dataDir);
    return { DATA_DIR: dataDir };
  };

  const name = `miadi_bench_start_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-bench-start-'));
  const postgres = await openDatabase({ dataDir, databaseUrl: url.toString() });
  await migrateDatabase(postgres.pool);
  await postgres.close();
  const postgresEnv = () => ({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });

  try {
    console.log(`Cold start to the first GET /api/health answer, ${RUNS} starts each:`);
    await measure('compiled (npm run serve), embedded database', compiled, embeddedEnv);
    await measure('sources through tsx, embedded database', sources, embeddedEnv);
    await measure('compiled (npm run serve), PostgreSQL', compiled, postgresEnv);
    await measure('sources through tsx, PostgreSQL', sources, postgresEnv);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    for (const folder of [template, dataDir, ...copies]) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
}
