// `npm start` builds only when what the build reads changed since the last build that finished.
// The build's inputs are hashed and compared with a stamp in dist/. `npm run build` wraps itself in
// `--begin` (hash the inputs as they are when the build starts, drop the old stamp) and `--done`
// (turn that hash into the stamp), so a failed or interrupted build leaves no stamp at all, and a
// file edited while the build ran makes the next start build again.
// Plain Node with no dependencies, like install.mjs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// everything the build reads from the work tree: src/ holds the web app (its index.html and public
// assets too), the server and its migrations
const INPUTS = [
  'src',
  'scripts/admin-grant.ts',
  'scripts/build.mjs',
  'scripts/build-if-changed.mjs',
  'scripts/build-server.mjs',
  'scripts/bundle-report.ts',
  'scripts/compress-assets.ts',
  'scripts/route-chunks.ts',
  'scripts/split-stylesheet.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
];

/** The hash of the build's inputs in `root`, with the settings that change what it makes. */
function inputsHash(root, env = process.env) {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return void hash.update(`missing ${relative}\n`);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) add(path.posix.join(relative, name));
      return;
    }
    hash.update(`file ${relative} ${stat.size}\n`);
    hash.update(fs.readFileSync(full));
  };
  for (const input of INPUTS) add(input);
  // Vite builds for production unless NODE_ENV says otherwise; unset and `production` are one build
  hash.update(`NODE_ENV=${env.NODE_ENV || 'production'}\n`);
  hash.update(`WEB_DIST_DIR=${path.resolve(root, env.WEB_DIST_DIR ?? 'dist/web')}\n`);
  return hash.digest('hex');
}

const stampOf = (root) => path.join(root, 'dist', '.build-stamp');
const pendingOf = (root) => path.join(root, 'dist', '.build-pending');

/** Whether the last finished build was made from the inputs as they are now, and is still there. */
function isBuildFresh(root, env = process.env) {
  if (!fs.existsSync(stampOf(root))) return false;
  const webDir = path.resolve(root, env.WEB_DIST_DIR ?? 'dist/web');
  const outputs = [path.join(root, 'dist/server/main.js'), path.join(webDir, 'index.html')];
  if (!outputs.every((file) => fs.existsSync(file))) return false;
  return fs.readFileSync(stampOf(root), 'utf8') === inputsHash(root, env);
}

/** The build starts: whatever it replaces is no longer known fresh. */
function beginBuild(root, env = process.env) {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.rmSync(stampOf(root), { force: true });
  fs.writeFileSync(pendingOf(root), inputsHash(root, env));
}

/** The build finished: the inputs it started from are the ones it was made of. */
function finishBuild(root) {
  fs.renameSync(pendingOf(root), stampOf(root));
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  const step = process.argv[2];
  if (step === '--begin') return beginBuild(root);
  if (step === '--done') return finishBuild(root);
  if (isBuildFresh(root)) {
    console.log('The build is up to date with the sources: not building again.');
    return;
  }
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
