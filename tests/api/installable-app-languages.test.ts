import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveBuiltSite } from '../support/built-site';
import { readJson } from '../support/answers';

// a tiny built site with the build's manifest and the shell's title and description
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'miadi-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta name="description" content="Built description" />' +
    '<title>Built title</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(distDir, 'manifest.webmanifest'),
  JSON.stringify({
    name: 'Miadi',
    short_name: 'Miadi',
    description: 'Built description',
    start_url: '/app/dashboard',
    lang: 'en',
  }),
);

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  lang: string;
}

describe('the installed app speaks the language of the device that installs it', () => {
  const site = serveBuiltSite(distDir);

  it('sends the manifest in the language asked for, and says it varies with it', async () => {
    const english = await site.app.request('/manifest.webmanifest');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toContain('application/manifest+json');
    expect(english.headers.get('cache-control')).toBe('no-cache');
    expect(english.headers.get('vary')).toContain('Accept-Language');
    expect(english.headers.get('vary')).toContain('Cookie');
    expect(english.headers.get('content-language')).toBe('en');
    expect(await readJson<Manifest>(english)).toMatchObject({
      name: 'Miadi',
      short_name: 'Miadi',
      start_url: '/app/dashboard',
      lang: 'en',
      description: 'Bookings, payments and your front desk, on your phone.',
    });

    const kiswahili = await site.app.request('/manifest.webmanifest', {
      headers: { 'Accept-Language': 'sw-KE,sw;q=0.9,en;q=0.8' },
    });
    expect(kiswahili.headers.get('content-language')).toBe('sw');
    expect(await readJson<Manifest>(kiswahili)).toMatchObject({
      name: 'Miadi',
      start_url: '/app/dashboard',
      lang: 'sw',
      description: 'Miadi, malipo na mapokezi ya biashara yako, kwenye simu yako.',
    });

    // the device's choice outweighs the browser's wish
    const chosen = await site.app.request('/manifest.webmanifest', {
      headers: { 'Accept-Language': 'en', Cookie: 'miadi_lang=sw' },
    });
    expect((await readJson<Manifest>(chosen)).lang).toBe('sw');
  });

  it('keeps the shell for opening without a connection in the device’s language', async () => {
    const english = await site.app.request('/index.html');
    expect(english.status).toBe(200);
    expect(english.headers.get('content-language')).toBe('en');
    const englishPage = await english.text();
    expect(englishPage).toContain('<html lang="en">');
    expect(englishPage).toContain('<title>Miadi - Bookings and payments for your business</title>');

    const kiswahili = await site.app.request('/index.html', {
      headers: { Cookie: 'miadi_lang=sw' },
    });
    expect(kiswahili.headers.get('vary')).toContain('Cookie');
    const page = await kiswahili.text();
    expect(page).toContain('<html lang="sw">');
    expect(page).toContain(
      '<title>Miadi - Kuweka miadi na kupokea malipo kwa biashara yako</title>',
    );
    expect(page).toContain(
      'content="Miadi: kuweka miadi mtandaoni, malipo kwa M-Pesa na usimamizi wa biashara',
    );
    // the owner area's shell says the same
    expect(
      await (
        await site.app.request('/app/dashboard', { headers: { Cookie: 'miadi_lang=sw' } })
      ).text(),
    ).toContain('<title>Miadi - Kuweka miadi na kupokea malipo kwa biashara yako</title>');
  });
});
