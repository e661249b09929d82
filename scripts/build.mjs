// npm run build: the browser's app, the server's copy of it, the compressed assets and the bundle
// check, and the compiled server. After the browser's build, which empties dist/web, the three
// branches that follow it need nothing of each other and run side by side (on a fresh clone's first
// start the build is most of the wait): the server's copy of the app (dist/web/.ssr), the
// stylesheet parts then the compression then the bundle check (which reads the compressed sizes),
// and the compiled server. The build is wrapped in build-if-changed.mjs's --begin and --done, so a
// failed or interrupted build leaves no stamp (docs/decisions/0069).
// Plain Node with no dependencies of its own.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// TypeScript scripts run in this Node with tsx's loader, not through tsx's own launcher process
const typescript = (script) => [process.execPath, ['--import', 'tsx', script]];

/** Runs a command in the project; resolves when it succeeds, rejects with its name otherwise. */
function run([command, args]) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${path.basename(command)} ${args.join(' ')} failed (${code ?? signal})`),
          ),
    );
  });
}

async function inOrder(...steps) {
  for (const step of steps) await run(step);
}

try {
  await run([process.execPath, ['scripts/build-if-changed.mjs', '--begin']]);
  await run([bin('vite'), ['build', '--logLevel', 'warn']]);
  await Promise.all([
    run([bin('vite'), ['build', '--ssr', 'entry-server.tsx', '--logLevel', 'warn']]),
    inOrder(
      typescript('scripts/split-stylesheet.ts'),
      typescript('scripts/compress-assets.ts'),
      typescript('scripts/bundle-report.ts'),
    ),
    run([process.execPath, ['scripts/build-server.mjs']]),
  ]);
  await run([process.execPath, ['scripts/build-if-changed.mjs', '--done']]);
} catch (error) {
  console.error(`\nnpm run build: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
