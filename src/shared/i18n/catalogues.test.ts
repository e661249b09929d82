import fs from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

/**
 * Nothing left behind (docs/decisions/0071): every catalogue has every message in every language,
 * with the same placeholders, in MessageFormat that compiles; and each is loaded under its own name.
 */
const root = path.resolve(import.meta.dirname, '../../..');

function catalogueFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(file);
    return entry.name.endsWith('.en.json') ? [file] : [];
  });
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The names a message fills in: `{name}`, and those of plurals, selects and formats. */
function placeholders(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    into.add(token.arg);
    if ('cases' in token) for (const branch of token.cases) placeholders(branch.tokens, into);
  }
  return into;
}

const english = catalogueFiles(path.join(root, 'src'));

describe('catalogues', () => {
  it('are found', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  describe.each(english.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const base = file.replace(/\.en\.json$/, '');
    const en = read(file);

    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      'has every message in %s, with the same placeholders',
      (locale) => {
        const other = read(`${base}.${locale}.json`);
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        for (const [id, message] of Object.entries(en)) {
          const translated = other[id];
          expect(typeof translated, id).toBe('string');
          expect((translated as string).trim(), id).not.toBe('');
          const wanted = [...placeholders(parse(message as string))].sort();
          const found = [...placeholders(parse(translated as string))].sort();
          expect({ id, placeholders: found }).toEqual({ id, placeholders: wanted });
        }
      },
    );

    it('holds only messages that compile, with no stray braces or apostrophes lost', () => {
      for (const locale of LOCALES) {
        const format = new MessageFormat<'string'>(locale, { returnType: 'string' });
        for (const [id, message] of Object.entries(read(`${base}.${locale}.json`))) {
          expect(typeof message, id).toBe('string');
          const compiled = format.compile(message as string);
          // a message without placeholders reads exactly as written
          if (!/[{}]/.test(message as string))
            expect({ id, text: compiled() }).toEqual({ id, text: message });
        }
      }
    });

    it('is loaded under its own name, by the module beside it', () => {
      const name = path.basename(base);
      const module = fs.readFileSync(`${base}.ts`, 'utf8');
      expect(module).toContain(`catalogue('${name}', {`);
      for (const locale of LOCALES)
        expect(module).toContain(`${locale}: () => import('./${name}.${locale}.json')`);
    });
  });

  it('have names no two share, so no message id is another catalogue’s', () => {
    const names = english.map((file) => path.basename(file, '.en.json'));
    expect(names.length).toBe(new Set(names).size);
  });
});
