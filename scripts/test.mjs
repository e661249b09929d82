// npm test: installs what the tests need (packages, Debian's Chromium), builds the app, runs every test.
// Plain Node with no dependencies, so it runs on a fresh clone before `npm install`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `\nnpm test: "${[command, ...args].join(' ')}" failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

function hasCommand(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function installChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : hasCommand('sudo') ? ['sudo'] : null;
  if (!sudo || !hasCommand('apt-get')) {
    console.error(
      `npm test: Chromium is missing at ${CHROMIUM} and cannot be installed here (needs apt-get as root).`,
    );
    process.exit(1);
  }
  const aptGet = (...args) => [...sudo, 'apt-get', ...args];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command, ...args] = aptGet('install', '-y', '--no-install-recommends', 'chromium');
  const first = spawnSync(command, args, { stdio: 'inherit', env });
  if (first.status !== 0) {
    // the package lists may be stale on a new machine
    const [updateCommand, ...updateArgs] = aptGet('update');
    run(updateCommand, updateArgs, { env });
    run(command, args, { env });
  }
}

// exactly the locked packages (npm ci), so the lock can never drift from package.json
run(process.execPath, ['scripts/install.mjs']);
installChromium();
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);
run('npx', ['playwright', 'test']);
console.log('\nnpm test: every test passed.');
