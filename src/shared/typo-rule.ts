/**
 * The typo rule of Discover's search (issue 39): a word of 5 letters or more may carry one typo, a
 * word of 9 or more two, a shorter word none. A typo is a letter added, missing or changed, or two
 * neighbouring letters swapped (the optimal string alignment distance, where a swap counts once;
 * PostgreSQL's levenshtein counts it twice). The word a person is still typing matches the start
 * of a word, under the same rule.
 */

/** How a typed word matched a word in use, best first: the order results are ranked in. */
export const MATCH_KINDS = ['exact', 'prefix', 'typo', 'typoPrefix'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The typos a typed word of this many letters may carry. */
export function typoBudget(length: number): 0 | 1 | 2 {
  if (length >= 9) return 2;
  return length >= 5 ? 1 : 0;
}

/**
 * The edits between `typed` and `word` (or, with `asPrefix`, the closest start of `word`), or
 * `max + 1` as soon as more than `max` are certain: the search checks many candidates, most far.
 */
export function editDistance(
  typed: string,
  word: string,
  { max, asPrefix = false }: { max: number; asPrefix?: boolean },
): number {
  const n = typed.length;
  const m = word.length;
  // a whole word this much longer or shorter needs more edits than allowed
  if (!asPrefix && Math.abs(n - m) > max) return max + 1;
  // rows i-2, i-1 and i of the table: cell j holds the edits from typed[0..i) to word[0..j)
  let before = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= m; j++) {
      const cost = typed[i - 1] === word[j - 1] ? 0 : 1;
      let cell = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        cell = Math.min(cell, (before[j - 2] ?? 0) + 1);
      }
      current[j] = cell;
      rowBest = Math.min(rowBest, cell);
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  // a prefix may stop anywhere in the word: the best of the last row
  const distance = asPrefix ? Math.min(...previous) : (previous[m] ?? max + 1);
  return Math.min(distance, max + 1);
}

/**
 * How `typed` (folded, as the index holds words) matches `word`, or null where it does not under
 * the rule. `isTyping`: the last word of the search box, which may be the start of a word.
 */
export function matchWord(typed: string, word: string, isTyping = false): MatchKind | null {
  if (typed === word) return 'exact';
  if (isTyping && word.startsWith(typed)) return 'prefix';
  const budget = typoBudget(typed.length);
  if (budget === 0) return null;
  if (editDistance(typed, word, { max: budget }) <= budget) return 'typo';
  if (isTyping && editDistance(typed, word, { max: budget, asPrefix: true }) <= budget) {
    return 'typoPrefix';
  }
  return null;
}

/**
 * The deletions a typed word and a word in use share when they are within the rule (each typo
 * costs at most one deletion on each side), taken from the first VARIANT_PREFIX letters only, so a
 * long word has at most 29 and the dictionary of variants stays small.
 */
export const VARIANT_PREFIX = 7;

function deletionVariants(text: string, depth: number): string[] {
  const start = text.slice(0, VARIANT_PREFIX);
  const found = new Set([start]);
  let frontier = [start];
  for (let level = 0; level < depth; level++) {
    const next: string[] = [];
    for (const variant of frontier) {
      for (let i = 0; i < variant.length; i++) {
        const shorter = variant.slice(0, i) + variant.slice(i + 1);
        if (!found.has(shorter)) {
          found.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return [...found];
}

/** A typed word's variants: as deep as the typos it may carry. */
export function typedVariants(typed: string): string[] {
  return deletionVariants(typed, typoBudget(typed.length));
}

/**
 * A word in use's variants: as deep as the typos of any typed word that may reach it (a word of 4
 * letters is one letter short of a 5-letter typed word with one typo; 7, of a 9-letter one with two).
 */
export function wordVariants(word: string): string[] {
  const depth = word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
  return deletionVariants(word, depth);
}
