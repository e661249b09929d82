/**
 * How Discover reads what a person types and what a business writes, the same on both sides: one
 * fold (accents and apostrophes dropped, lower case, anything else between words a space), whole
 * words, the small words of both languages left out of a search.
 */

/** 'Murang’a', 'Café Zuri' and 'MAMA'S' as the index holds them: 'muranga', 'cafe zuri', 'mamas'. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`ʼ]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words a search leaves out unless it has no other: they join names, they do not tell them apart. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'na',
  'ya',
  'za',
  'wa',
  'la',
  'kwa',
  'katika',
  'karibu',
  'and',
  'the',
  'of',
  'in',
  'at',
  'near',
]);

/** At most this many words of a search are used: a name and a place fit, a pasted paragraph does not. */
export const MAX_SEARCH_WORDS = 8;

export interface SearchWords {
  /** The words to find, folded, in the order typed, each once. */
  words: string[];
  /** Whether the last word may still be being typed (nothing typed after it): it may be a word's start. */
  isLastTyping: boolean;
}

/** The words of a search box's text. */
export function searchWords(query: string): SearchWords {
  const folded = foldSearchText(query);
  const all = folded ? [...new Set(folded.split(' '))] : [];
  // a space (or a mark) typed after the last word says it is complete
  const isTyping = /[\p{L}\p{N}]$/u.test(query.trim() === query ? query : '');
  const last = all[all.length - 1];
  // a small word still being typed may be the start of another ('na' of 'nairobi'): kept
  const kept = all.filter((word) => !STOP_WORDS.has(word) || (isTyping && word === last));
  const words = (kept.length ? kept : all).slice(0, MAX_SEARCH_WORDS);
  return { words, isLastTyping: isTyping && last !== undefined && words.at(-1) === last };
}
