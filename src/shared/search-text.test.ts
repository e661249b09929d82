import { describe, expect, it } from 'vitest';
import { foldSearchText, MAX_SEARCH_WORDS, searchWords } from './search-text';

describe('search text', () => {
  it.each([
    ["Murang'a", 'muranga'],
    ['Murang’a', 'muranga'],
    ['Café Zuri', 'cafe zuri'],
    ["MAMA'S Kitchen", 'mamas kitchen'],
    ['Nails & Spa — Westlands', 'nails spa westlands'],
    ['  Ng’ong   Road ', 'ngong road'],
    ['Salon 24/7', 'salon 24 7'],
    ['💇 Kinyozi', 'kinyozi'],
    ['', ''],
  ])('folds %j as %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it.each([
    // [the box's text, the words, whether the last is still being typed]
    ['salon', ['salon'], true],
    ['salon ', ['salon'], false],
    ['Salon Westlands', ['salon', 'westlands'], true],
    ['salon na', ['salon', 'na'], true], // 'na' may be the start of 'nairobi'
    ['salon na ', ['salon'], false], // a complete 'na' joins, it does not find
    ['urembo na spa', ['urembo', 'spa'], true],
    ['kinyozi karibu na Nairobi', ['kinyozi', 'nairobi'], true],
    ['the', ['the'], true], // nothing but small words: those are what was asked
    ['salon salon', ['salon'], true],
    ["Murang'a,", ['muranga'], false],
    ['   ', [], false],
  ] as const)('reads %j as %j (typing: %s)', (query, words, isTyping) => {
    expect(searchWords(query)).toEqual({ words, isLastTyping: isTyping });
  });

  it('uses at most 8 words', () => {
    const many = 'one two three four five six seven eight nine ten';
    expect(searchWords(many).words).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords(many).isLastTyping).toBe(false);
  });
});
