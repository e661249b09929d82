/**
 * `npm start` builds only when the build's inputs changed (scripts/build-if-changed.mjs). Checked on
 * a small project of its own whose build writes the two files the real one ends with, counts its
 * runs, and fails when told to: an edit makes a build, nothing changed makes none, and a build that
 * failed or was cut off is never taken for a fresh one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/build-if-changed.mjs');

const FAKE_BUILD = `
import fs from 'node:fs';
fs.appendFileSync('builds.log', 'built\\n');
if (fs.existsSync('fail-build')) process.exit(1);
fs.mkdirSync('dist/server', { recursive: true });
fs.mkdirSync('dist/web', { recursive: true });
fs.writeFileSync('dist/server/main.js', '');
fs.writeFileSync('dist/web/index.html', '');
`;

let project: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), content);
}

/** What `npm start` does before serving; returns its exit status. */
function startBuild(env: Record<string, string | undefined> = {}): number | null {
  const result = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: undefined, WEB_DIST_DIR: undefined, ...env },
    encoding: 'utf8',
  });
  return result.status;
}

const buildCount = () =>
  fs.existsSync(path.join(project, 'builds.log'))
    ? fs.readFileSync(path.join(project, 'builds.log'), 'utf8').split('\n').length - 1
    : 0;

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-build-freshness-'));
  write('scripts/build-if-changed.mjs', fs.readFileSync(SCRIPT, 'utf8'));
  write('build.mjs', FAKE_BUILD);
  write(
    'package.json',
    JSON.stringify({
      name: 'freshness-check',
      private: true,
      type: 'module',
      scripts: {
        build:
          'node scripts/build-if-changed.mjs --begin && node build.mjs && node scripts/build-if-changed.mjs --done',
      },
    }),
  );
  write('src/web/index.html', '<!doctype html>');
  write('src/server/main.ts', 'export const answer = 1;');
});

afterEach(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

// each start runs npm, which takes seconds on a busy machine
describe('building at start only when the sources changed', { timeout: 120_000 }, () => {
  it('builds a fresh clone once, then not again until a source changes', () => {
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(1);
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(1);

    write('src/server/main.ts', 'export const answer = 2;');
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(2);
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(2);
  });

  it('sees a new file, a removed file and a changed build script', () => {
    startBuild();
    write('src/web/public/robots.txt', 'User-agent: *');
    startBuild();
    expect(buildCount()).toBe(2);
    fs.rmSync(path.join(project, 'src/web/public/robots.txt'));
    startBuild();
    expect(buildCount()).toBe(3);
    write('package.json', fs.readFileSync(path.join(project, 'package.json'), 'utf8') + '\n');
    startBuild();
    expect(buildCount()).toBe(4);
  });

  it('builds again after a failed build, even with nothing changed since', () => {
    startBuild();
    write('src/server/main.ts', 'export const answer = 3;');
    write('fail-build', '');
    expect(startBuild()).not.toBe(0);
    expect(buildCount()).toBe(2);

    fs.rmSync(path.join(project, 'fail-build'));
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(3);
    expect(startBuild()).toBe(0);
    expect(buildCount()).toBe(3);
  });

  it('builds again after a build that was cut off before it finished', () => {
    startBuild();
    // a build that began (and so set its stamp aside) and was stopped before its last step
    spawnSync(process.execPath, ['scripts/build-if-changed.mjs', '--begin'], { cwd: project });
    startBuild();
    expect(buildCount()).toBe(2);
  });

  it('builds again when the built files are gone', () => {
    startBuild();
    fs.rmSync(path.join(project, 'dist/server'), { recursive: true });
    startBuild();
    expect(buildCount()).toBe(2);
  });

  it('takes an unset NODE_ENV for production, as the build does, and builds for another', () => {
    startBuild({ NODE_ENV: 'production' });
    startBuild();
    expect(buildCount()).toBe(1);
    startBuild({ NODE_ENV: 'development' });
    expect(buildCount()).toBe(2);
  });
});
