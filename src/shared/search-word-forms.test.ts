import { describe, expect, it } from 'vitest';
import { wordForms } from './search-word-forms';

describe('wordForms: the words a search takes as the same word', () => {
  it('puts the word typed first, and makes its English plural or singular', () => {
    expect(wordForms('braid')).toEqual(['braid', 'braids']);
    expect(wordForms('braids')[0]).toBe('braids');
    expect(wordForms('braids')).toContain('braid');
    expect(wordForms('pharmacies')).toContain('pharmacy');
    expect(wordForms('dress')).toEqual(['dress', 'dresses']);
    expect(wordForms('nurseries')).toContain('nursery');
  });

  it('joins a trade’s English and Kiswahili names, and Kiswahili singulars and plurals', () => {
    expect(wordForms('kinyozi')).toEqual(expect.arrayContaining(['barber', 'barbers', 'vinyozi']));
    expect(wordForms('barbers')).toEqual(expect.arrayContaining(['kinyozi', 'vinyozi']));
    expect(wordForms('mkahawa')).toEqual(expect.arrayContaining(['mikahawa', 'restaurant']));
    expect(wordForms('maduka')).toEqual(expect.arrayContaining(['duka', 'shop', 'shops']));
    expect(wordForms('saluni')).toEqual(expect.arrayContaining(['salon', 'salons']));
  });

  it('leaves short words, numbers and unknown words as typed, each form once', () => {
    expect(wordForms('spa')).toEqual(['spa', 'spas']);
    expect(wordForms('bus')).toEqual(['bus', 'buses']);
    expect(wordForms('24')).toEqual(['24']);
    expect(wordForms('zzyzx')).toEqual(['zzyzx', 'zzyzxes']);
    for (const word of ['kinyozi', 'salons', 'maduka', 'glass']) {
      const forms = wordForms(word);
      expect(new Set(forms).size).toBe(forms.length);
    }
  });
});
