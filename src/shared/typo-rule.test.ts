import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  editDistance,
  matchWord,
  MATCH_KINDS,
  typedVariants,
  typoBudget,
  wordVariants,
} from './typo-rule';

describe('the typo rule', () => {
  it('allows none below 5 letters, one from 5, two from 9', () => {
    expect([1, 4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it.each([
    // [typed, word in use, typing the last word?, how it matches]
    ['salon', 'salon', false, 'exact'],
    ['salonn', 'salon', false, 'typo'], // a letter added
    ['saon', 'salon', false, null], // a letter missing, but 4 letters may carry none
    ['slaon', 'salon', false, 'typo'], // two letters swapped
    ['salin', 'salon', false, 'typo'], // a letter changed
    ['sloan', 'salon', false, null], // two edits in a 5-letter word
    ['barber', 'barbre', false, 'typo'],
    ['babrer', 'barber', false, 'typo'],
    ['bxrbxr', 'barber', false, null],
    ['massage', 'masage', false, 'typo'],
    ['physiotherapy', 'physiotheraphy', false, 'typo'],
    ['phisiotherapi', 'physiotherapy', false, 'typo'], // two changes in 13 letters
    ['phisiotharapi', 'physiotherapy', false, null], // three
    ['mombassa', 'mombasa', false, 'typo'],
    ['nairbi', 'nairobi', false, 'typo'],
    ['westlnads', 'westlands', false, 'typo'], // a swap in 9 letters
    ['wesltnads', 'westlands', false, 'typo'], // two swaps in 9 letters
    ['gym', 'gyn', false, null],
    ['spa', 'spa', false, 'exact'],
    // Kiswahili
    ['kinyozi', 'kinyozi', false, 'exact'],
    ['kinyozy', 'kinyozi', false, 'typo'],
    ['kinozi', 'kinyozi', false, 'typo'],
    ['usukaji', 'ususi', false, null],
    ['urembo', 'urembo', false, 'exact'],
    ['uermbo', 'urembo', false, 'typo'],
    ['nywele', 'nyewle', false, 'typo'],
    ['saluni', 'salun', false, 'typo'],
    // the word still being typed
    ['sal', 'salon', true, 'prefix'],
    ['sal', 'salon', false, null],
    ['salo', 'salon', true, 'prefix'],
    ['slao', 'salon', true, null], // 4 letters: no typo, even as a prefix
    ['slaon', 'salons', true, 'typoPrefix'],
    ['physiothe', 'physiotherapy', true, 'prefix'],
    ['phyziothe', 'physiotherapy', true, 'typoPrefix'],
    ['phyziotha', 'physiotherapy', true, 'typoPrefix'], // two in 9 letters
    ['kinyoz', 'kinyozi', true, 'prefix'],
    ['kinoyz', 'kinyozi', true, 'typoPrefix'],
  ] as const)('%s against %s (typing: %s) is %s', (typed, word, isTyping, kind) => {
    expect(matchWord(typed, word, isTyping)).toBe(kind);
  });

  it('ranks exact above prefix above typo', () => {
    expect(MATCH_KINDS).toEqual(['exact', 'prefix', 'typo', 'typoPrefix']);
  });

  it('counts a swap once, and gives up above the most allowed', () => {
    expect(editDistance('ab', 'ba', { max: 2 })).toBe(1);
    expect(editDistance('kitten', 'sitting', { max: 5 })).toBe(3);
    expect(editDistance('kitten', 'sitting', { max: 1 })).toBe(2);
    expect(editDistance('a', 'abcdef', { max: 2 })).toBe(3);
    expect(editDistance('abc', 'abcdef', { max: 0, asPrefix: true })).toBe(0);
    expect(editDistance('', 'abc', { max: 3 })).toBe(3);
  });

  /** The same distance by the textbook table, without the early stops, to check them against. */
  function plain(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    const at = (i: number, j: number) => d[i]?.[j] ?? 0;
    for (let i = 1; i <= a.length; i++) {
      for (let j = 1; j <= b.length; j++) {
        let cell = Math.min(
          at(i - 1, j) + 1,
          at(i, j - 1) + 1,
          at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
          cell = Math.min(cell, at(i - 2, j - 2) + 1);
        }
        const row = d[i];
        if (row) row[j] = cell;
      }
    }
    return at(a.length, b.length);
  }

  it('agrees with the plain table on any words, within the bound', { timeout: 30_000 }, () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'k', 'n', 'y'), maxLength: 10 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, { max })).toBe(Math.min(plain(a, b), max + 1));
        // as a prefix: the closest start of b
        const closest = Math.min(
          ...Array.from({ length: b.length + 1 }, (_, k) => plain(a, b.slice(0, k))),
        );
        expect(editDistance(a, b, { max, asPrefix: true })).toBe(Math.min(closest, max + 1));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the variants a typo lookup joins on', () => {
  const letters = fc.constantFrom('a', 'b', 'k', 'i', 'n');
  const edit = fc.tuple(fc.constantFrom('add', 'drop', 'change', 'swap'), fc.nat(), letters);
  /** A word with typos made in it: letters added, dropped, changed, neighbours swapped. */
  function misspell(word: string, edits: [string, number, string][]): string {
    let text = word;
    for (const [kind, at, letter] of edits) {
      const i = text.length === 0 ? 0 : at % text.length;
      if (kind === 'add') text = text.slice(0, i) + letter + text.slice(i);
      else if (kind === 'drop') text = text.slice(0, i) + text.slice(i + 1);
      else if (kind === 'change') text = text.slice(0, i) + letter + text.slice(i + 1);
      else if (i + 1 < text.length)
        text = text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
    }
    return text;
  }

  // thousands of random cases: a busy machine needs more than the default 5 s
  it(
    'share one for every typed word the rule lets reach a word in use',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.string({ unit: letters, minLength: 3, maxLength: 14 }),
          fc.array(edit, { minLength: 1, maxLength: 2 }),
          (word, edits) => {
            const typed = misspell(word, edits);
            fc.pre(matchWord(typed, word) === 'typo');
            const mine = new Set(typedVariants(typed));
            expect(wordVariants(word).some((variant) => mine.has(variant))).toBe(true);
          },
        ),
        { numRuns: 5_000 },
      );
    },
  );

  it('stay few: at most 29 for a long word, none beyond the word itself below 4 letters', () => {
    expect(wordVariants('physiotherapy')).toHaveLength(29);
    expect(wordVariants('spa')).toEqual(['spa']);
    expect(new Set(wordVariants('salon'))).toEqual(
      new Set(['salon', 'alon', 'slon', 'saon', 'saln', 'salo']),
    );
    expect(typedVariants('salo')).toEqual(['salo']);
  });
});
