import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const SRC = path.resolve(import.meta.dirname, '../../../src');

type Messages = Record<string, string>;

/** A catalogue file, by its path under src/ ('shared/messages/forms.sw.json'). */
export function readCatalogue(file: string): Messages {
  return JSON.parse(fs.readFileSync(path.join(SRC, file), 'utf8')) as Messages;
}

/**
 * The English a Kiswahili screen must not show, from the catalogues under src/ named by their base
 * ('shared/messages/forms'): each English message the Kiswahili file says differently, cut at its
 * placeholders, keeping the pieces with words in them (docs/decisions/0071). A piece the Kiswahili
 * says too (a name, 'Miadi (') is not English left over.
 */
export function englishOf(...catalogues: string[]): string[] {
  return catalogues.flatMap((name) => {
    const en = readCatalogue(`${name}.en.json`);
    const sw = readCatalogue(`${name}.sw.json`);
    return Object.entries(en)
      .flatMap(([id, text]) =>
        text
          .split(/\{[^{}]*\}/)
          .map((piece) => piece.replace(/^[\s,.:·]+|[\s,.:·]+$/g, ''))
          .filter((piece) => !(sw[id] ?? '').includes(piece)),
      )
      .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 4);
  });
}

/** What a check leaves out: `known` text (names, e-mails, a bank's name: the data's own words) and the parts `hidden` selects (areas other catalogues own). */
export interface Reading {
  known?: string[];
  hidden?: string[];
}

/**
 * Everything a person reads or hears in `target` (a page, one area, or several): its text, the
 * page's title, and the labels, placeholders, titles and image descriptions inside it, less the
 * parts `hidden` selects.
 */
export async function wordsOn(
  target: Page | Locator | Locator[],
  hidden: string[] = [],
): Promise<string> {
  if (Array.isArray(target)) {
    return (await Promise.all(target.map((area) => wordsOn(area, hidden)))).join('\n');
  }
  const area = 'goto' in target ? target.locator('body') : target;
  return area.evaluate((root, skip) => {
    const parts = skip.flatMap((selector) => [...root.querySelectorAll<HTMLElement>(selector)]);
    const wasHidden = parts.map((part) => part.hidden);
    for (const part of parts) part.hidden = true;
    const labelled = [
      root,
      ...root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    ];
    const text = [
      document.title,
      (root as HTMLElement).innerText,
      ...labelled
        .filter((element) => !parts.some((part) => part.contains(element)))
        .flatMap((element) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map(
            (name) => element.getAttribute(name) ?? '',
          ),
        ),
    ].join('\n');
    parts.forEach((part, index) => {
      part.hidden = wasHidden[index] ?? false;
    });
    return text;
  }, hidden);
}

/** The text standing on its own, not inside a longer word. */
function asWords(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u');
}

/**
 * A check that a Kiswahili screen shows none of the English of `catalogues` (englishOf), reading
 * with `defaults` merged into each call's own `Reading`. Fails naming the English left and where.
 */
export function englishCheck(catalogues: string[], defaults: Reading = {}) {
  const english = englishOf(...catalogues);
  return async (target: Page | Locator | Locator[], screen: string, reading: Reading = {}) => {
    const hidden = [...(defaults.hidden ?? []), ...(reading.hidden ?? [])];
    const known = [...(defaults.known ?? []), ...(reading.known ?? [])];
    const said = known.reduce(
      (text, words) => text.split(words).join(' '),
      await wordsOn(target, hidden),
    );
    expect(
      english.filter((piece) => asWords(piece).test(said)),
      `English left on ${screen}`,
    ).toEqual([]);
  };
}
