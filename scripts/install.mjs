// Installs exactly what package-lock.json records, with `npm ci`: an install that would need a
// change to the lock fails instead of drifting. Skipped when node_modules already matches the
// package files (a stamp holds their hash), so a second `npm start` does not reinstall.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'node_modules', '.miadi-install-stamp');

const hash = createHash('sha256');
for (const file of ['package.json', 'package-lock.json'])
  hash.update(fs.readFileSync(path.join(root, file)));
const wanted = hash.digest('hex');

if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === wanted) process.exit(0);

console.log('\n$ npm ci --no-audit --no-fund');
const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error(
    '\nnpm ci failed. If it says package.json and package-lock.json are out of sync, run `npm install` and commit the updated package-lock.json.',
  );
  process.exit(result.status ?? 1);
}
fs.writeFileSync(stamp, wanted);
