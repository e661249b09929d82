import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWorld, type ApiWorld } from '../support/api-v1';
import { bookableDate } from '../support/bookable';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The API guide's examples, run (docs/plans/public-api.md §4): every curl in docs/api.md is sent
 * to a real server with a real key and ids, and answers the status the guide says (200 unless a
 * `# NNN` line after it says otherwise), so the guide cannot drift from the API.
 */

const GUIDE = new URL('../../docs/api.md', import.meta.url);

interface Example {
  command: string;
  status: number;
}

function examplesIn(markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .filter((block) => /^curl /m.test(block))
    .map((block) => {
      const lines = block.split('\n');
      const said = lines.map((line) => /^# (\d{3})\b/.exec(line)?.[1]).find(Boolean);
      const command = lines
        .filter((line) => !line.startsWith('#'))
        .join('\n')
        .replace(/\\\n/g, ' ')
        .trim();
      return { command, status: said ? Number(said) : 200 };
    });
}

/** The words of a shell command, with quotes and $NAMES worked out as a shell would. */
function shellWords(command: string, names: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  const append = (text: string) => (word = (word ?? '') + text);
  for (let i = 0; i < command.length; i++) {
    const char = command[i] ?? '';
    if (quote === "'") {
      if (char === "'") quote = null;
      else append(char);
    } else if (char === "'" || char === '"') {
      if (quote === char) quote = null;
      else if (quote === null) quote = char;
      else append(char);
      word ??= '';
    } else if (char === '$' && /[A-Z_]/.test(command[i + 1] ?? '')) {
      const name = /^[A-Z_]+/.exec(command.slice(i + 1))?.[0] ?? '';
      expect(names, `the guide's $${name}`).toHaveProperty(name);
      append(names[name] ?? '');
      i += name.length;
    } else if (quote === null && /\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      append(char);
    }
  }
  if (word !== null) words.push(word);
  return words;
}

function requestOf(words: string[]) {
  expect(words[0]).toBe('curl');
  let method = 'GET';
  let url = '';
  let body: string | undefined;
  const headers = new Headers();
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    if (word === '-s') continue;
    if (word === '-X') method = words[++i] ?? '';
    else if (word === '-H') {
      const [name, ...value] = (words[++i] ?? '').split(':');
      headers.set(name ?? '', value.join(':').trim());
    } else if (word === '-d') {
      body = words[++i];
      if (method === 'GET') method = 'POST';
    } else url = word;
  }
  return { method, url, headers, body };
}

describe('the API guide', () => {
  let app: TestServer;
  let world: ApiWorld;
  beforeAll(async () => {
    app = await startTestServer();
    world = await apiWorld(app, 'Guide Salon');
  });
  afterAll(() => app.close());

  it('answers every example as the guide says', async () => {
    const examples = examplesIn(fs.readFileSync(GUIDE, 'utf8'));
    expect(examples.length).toBeGreaterThanOrEqual(21);
    const names: Record<string, string> = {
      MIADI: app.url,
      MIADI_KEY: world.writeKey,
      SERVICE_ID: world.serviceId,
      STAFF_ID: world.staffId,
      BOOKING_ID: world.bookingId,
      CLIENT_ID: world.clientId,
      INVOICE_ID: world.invoiceId,
      // a day after the world's own booking, so the guide's new booking has its slot free
      DATE: bookableDate(4),
      // one Idempotency-Key for each create: one key on two different requests is refused
      REQUEST_ID: `guide-${Date.now()}`,
      SERVICE_REQUEST_ID: `guide-service-${Date.now()}`,
      CLIENT_REQUEST_ID: `guide-client-${Date.now()}`,
    };
    const answered: string[] = [];
    for (const example of examples) {
      const { method, url, headers, body } = requestOf(shellWords(example.command, names));
      const answer = await fetch(url, { method, headers, body });
      const text = await answer.text();
      expect(answer.status, `${example.command}\n${text}`).toBe(example.status);
      expect(() => JSON.parse(text) as unknown, text).not.toThrow();
      answered.push(`${method} ${new URL(url).pathname}`);
    }
    // every route of the document has its example
    const document = (await (await fetch(`${app.url}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ids = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
    const shown = new Set(answered.map((line) => line.replace(ids, '{id}').replace('/api/v1', '')));
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{id}')}`;
        expect(shown, route).toContain(route);
      }
    }
  });
});
