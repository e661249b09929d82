import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every document a comment or a page cites is in the repository. The product's rules were once
 * cited from files that lived elsewhere (docs/product/README.md now holds them); a citation that
 * leads nowhere is caught here, whether it names a file (`docs/product/owner-area.md`) or a decision
 * by number (`docs/decisions/0063`).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'tests', 'scripts', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|md|css|html)$/;

const NOT_SCANNED = new Set([
  // quotes made-up citations to show that they are caught
  'src/shared/docs-cited.test.ts',
  // rewrites the old, outside names, so it has to name them
  'scripts/rewrite-citations.mjs',
]);

// a name ending in .md, standing on its own: not the tail of a longer path, a URL or a glob
const CITED_FILE = /(?<![\w@:/.*-])((?:\.{1,2}\/)*\w[\w./-]*\.md)(?![\w-])/g;
const CITED_DECISION = /(?<![\w/.-])docs\/decisions\/(\d{4})(?!\d)/g;

/** The text files at or under a repository path, as repository paths. */
function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT_FILE.test(entry) ? [entry] : [];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => files(`${entry}/${name}`));
}

/** The citations in one file's text that lead to no file, each as `name (line n)`. */
function brokenCitations(file: string, text: string, exists: (repoPath: string) => boolean) {
  const broken: string[] = [];
  const decisions = readdirSync(path.join(ROOT, 'docs/decisions'));
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(CITED_FILE)) {
    const cited = match[1] ?? '';
    const fromRoot = path.posix.normalize(cited);
    const fromHere = path.posix.normalize(path.posix.join(path.posix.dirname(file), cited));
    const found = [fromRoot, fromHere].some((p) => exists(p));
    if (!found) broken.push(`${cited} (line ${lineOf(match.index)})`);
  }
  for (const match of text.matchAll(CITED_DECISION)) {
    const number = match[1] ?? '';
    const known = decisions.some((name) => name.startsWith(`${number}-`));
    if (!known) broken.push(`docs/decisions/${number} (line ${lineOf(match.index)})`);
  }
  return broken;
}

const inRepository = (repoPath: string) => existsSync(path.join(ROOT, repoPath));

describe('cited documents', () => {
  it('catches a citation that leads nowhere, and passes one that leads to a file', () => {
    const text = [
      'rules of public-site-and-accounts.md section 5', // an outside name, as the old ones were
      'see DECISIONS.md, Plans',
      'see docs/decisions/0001-one-package-layout.md and docs/decisions/9999',
      'see docs/product/owner-area.md §4 States, [the rules](settled-rules.md)',
      'https://example.com/guide/README.md and a *.md glob are not citations',
    ].join('\n');
    expect(brokenCitations('docs/product/notes.md', text, inRepository)).toEqual([
      'public-site-and-accounts.md (line 1)',
      'DECISIONS.md (line 2)',
      'docs/decisions/9999 (line 3)',
    ]);
  });

  it('finds every cited document in the repository', () => {
    const scanned = SCANNED.flatMap(files).filter((file) => !NOT_SCANNED.has(file));
    expect(scanned.length).toBeGreaterThan(100);
    const broken = scanned.flatMap((file) =>
      brokenCitations(file, readFileSync(path.join(ROOT, file), 'utf8'), inRepository).map(
        (citation) => `${file}: ${citation}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
