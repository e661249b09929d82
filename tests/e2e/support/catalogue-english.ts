import fs from 'node:fs';
import path from 'node:path';

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
