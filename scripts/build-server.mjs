// Compiles the server and the admin script to plain JavaScript in dist/server, so `npm run serve`
// starts Node on built files with no TypeScript loader. Packages stay in node_modules (not bundled);
// the migrations travel beside the output, where the migrator looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

fs.rmSync(outdir, { recursive: true, force: true });
const entries = {
  main: 'src/server/main.ts',
  'admin-grant': 'scripts/admin-grant.ts',
};
// one file per entry, no shared chunks: the migrator finds its folder from its own file's location
for (const [name, entry] of Object.entries(entries)) {
  await build({
    absWorkingDir: root,
    entryPoints: { [name]: entry },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
}
fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`Server compiled to ${path.relative(root, outdir)}`);
