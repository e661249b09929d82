// Installs exactly what package-lock.json records, with `npm ci`: an install that would need a
// change to the lock fails instead of drifting. Skipped when node_modules already matches the
// package files (a stamp holds their hash) and every package they name is there, so a second
// `npm start` does not reinstall.
// The development packages are always installed (`--include=dev`): the build needs them, and hosts
// that start Node apps with NODE_ENV=production would otherwise get an install that cannot build.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'node_modules', '.miadi-install-stamp');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const named = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });

const hash = createHash('sha256');
for (const file of ['package.json', 'package-lock.json'])
  hash.update(fs.readFileSync(path.join(root, file)));
// the stamp says what was installed, so one written by an install without them does not match
const wanted = `${hash.digest('hex')} with development packages`;

const missingPackages = () =>
  named.filter((name) => !fs.existsSync(path.join(root, 'node_modules', name, 'package.json')));

if (
  fs.existsSync(stamp) &&
  fs.readFileSync(stamp, 'utf8') === wanted &&
  missingPackages().length === 0
)
  process.exit(0);

// --prefer-offline: a package already in npm's cache is taken from it without asking the registry
// again whether it changed (the lock names each by its integrity hash, so it cannot have)
const args = ['ci', '--include=dev', '--no-audit', '--no-fund', '--prefer-offline'];
console.log(`\n$ npm ${args.join(' ')}`);
const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error(
    '\nnpm ci failed. If it says package.json and package-lock.json are out of sync, run `npm install` and commit the updated package-lock.json.',
  );
  process.exit(result.status ?? 1);
}
const missing = missingPackages();
if (missing.length) {
  console.error(`\nnpm ci left out packages the app needs: ${missing.join(', ')}.`);
  process.exit(1);
}
fs.writeFileSync(stamp, wanted);
