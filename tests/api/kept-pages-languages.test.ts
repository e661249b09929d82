import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { COMPILED_SERVER, startServers, stopServerProcesses } from '../support/spawn-server';
import { freshDatabase } from '../support/test-server';

const isPostgres = inject('databaseSnapshot').kind === 'postgres';

const terms = (locale: 'en' | 'sw') =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(
          import.meta.dirname,
          `../../src/web/features/legal/messages/legal-terms.${locale}.json`,
        ),
        'utf8',
      ),
    ) as { title: string }
  ).title;

/** What a visitor is sent for a page: the language it is written in, said three ways. */
async function visit(url: string, headers: Record<string, string>) {
  const response = await fetch(`${url}/terms`, { headers });
  const html = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    contentLanguage: response.headers.get('content-language'),
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    varies: (response.headers.get('vary') ?? '').includes('Accept-Language'),
  };
}

const asked = {
  en: { 'accept-language': 'en-KE,en;q=0.9' },
  sw: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' },
};

// several server processes share only the database (PostgreSQL; the embedded one opens in one)
describe.runIf(isPostgres)('pages kept in each language, in two server processes', () => {
  afterEach(() => stopServerProcesses('SIGKILL'));

  it('never sends a page kept in one language to a visitor of the other, in either process', async () => {
    expect(fs.existsSync(COMPILED_SERVER), 'run `npm run build` first').toBe(true);
    const database = await freshDatabase();
    try {
      const servers = await startServers(2, database.env, { compiled: true });
      // each process renders and keeps the page in the first language it is asked in, then is
      // asked in the other, in turn, so that every answer after the first comes from a kept copy
      for (let round = 0; round < 3; round++)
        for (const [index, url] of servers.urls.entries())
          for (const locale of index === 0 ? (['sw', 'en'] as const) : (['en', 'sw'] as const))
            expect(await visit(url, asked[locale]), `${url} ${locale} ${round}`).toMatchObject({
              status: 200,
              lang: locale,
              contentLanguage: locale,
              heading: terms(locale),
              varies: true,
            });

      // a choice made on one process (the switch's ?lang=, kept in a cookie) is honoured by the
      // other, whatever the browser's own languages say
      const [first, second] = servers.urls as [string, string];
      const chosen = await fetch(`${first}/terms?lang=sw`, { headers: asked.en });
      const cookie = (chosen.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      expect(cookie).toBe('miadi_lang=sw');
      expect(await visit(second, { ...asked.en, cookie })).toMatchObject({
        lang: 'sw',
        heading: terms('sw'),
      });
      await servers.stop();
    } finally {
      await database.drop();
    }
  });
});
