import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test server on a small made-up web build (distDir): started before the file's tests, and
 * stopped, with the build removed, after them. `site.app` is the server once started.
 */
export function serveBuiltSite(distDir: string): { app: TestServer } {
  const site = {} as { app: TestServer };
  beforeAll(async () => {
    site.app = await startTestServer({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await site.app?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });
  return site;
}
