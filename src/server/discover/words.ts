import { sql } from 'drizzle-orm';
import { searchWords } from '@shared/search-text';
import { wordForms } from '@shared/search-word-forms';
import { matchWord, typedVariants } from '@shared/typo-rule';
import type { Executor } from '../db/database';
import { executePrepared } from '../db/prepared';

/**
 * What a search's words mean in the words businesses use (docs/decisions/0078), looked up in the
 * dictionary of words in use in one statement: each typed word's forms as written, the words it
 * starts where it is still being typed, and the words a typo of it may have meant, each checked
 * against the typo rule here. The tsqueries are tsquery text, sent as one parameter and parsed
 * once, of words as the dictionary holds them: folded letters and digits, which need no quoting.
 */
export interface WordQuery {
  /** Matches without a typo (forms and starts), as a tsquery; null where some word needs one. */
  exact: string | null;
  /** Matches allowing typos; null where no word has a typo match beyond `exact`. */
  withTypos: string | null;
  /** `exact`, every word in the business's name. */
  inNames: string | null;
  /** At most this many listed businesses hold every word (the rarest word's count): plans by it. */
  estimate: number;
}

/** A prefix matching more words than this is common: planned as such, not counted further. */
const PREFIX_COUNT_LIMIT = 1000;

/** A dictionary answer; a prefix's row counts its completions (`words`) and their businesses. */
type Row = {
  kind: 'exact' | 'typo' | 'prefix';
  i: number;
  word: string | null;
  df: number;
  words: number;
};

interface Terms {
  exact: string[];
  typos: string[];
  /** Typed words with completions, matched as a prefix (`word:*`). */
  prefix: boolean;
  count: number;
}

/** A list as one array parameter: folded words are letters and digits only, so none needs quoting. */
function arrayOf(values: (string | number)[]): string {
  return `{${values.join(',')}}`;
}

function alternatives(terms: string[]): string {
  return terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' | ')})`;
}

/**
 * The search's words as tsqueries, or 'none' when a word matches nothing any business holds (the
 * search is then over without reading a business), or undefined without words.
 */
export async function lookUpWords(
  db: Executor,
  q: string | undefined,
): Promise<WordQuery | 'none' | undefined> {
  const { words, isLastTyping } = searchWords(q ?? '');
  if (!words.length) return undefined;
  const forms = words.map((word) => wordForms(word));
  const variants = words.map((word) => typedVariants(word));
  const last = words.length - 1;
  const typing = isLastTyping ? (words[last] ?? '') : '';
  // prepared on each connection: the statement's text never changes, only its arrays
  const rows = await executePrepared<Row>(
    db,
    sql`
    SELECT 'exact' AS kind, a.i, w.word, w.df, 1 AS words
    FROM unnest(${arrayOf(forms.flat())}::text[], ${arrayOf(forms.flatMap((list, i) => list.map(() => i)))}::int[])
      AS a(word, i)
    JOIN discover_words w ON w.word = a.word
    WHERE w.df > 0
    UNION ALL
    SELECT 'typo', v.i, w.word, w.df, 1
    FROM unnest(${arrayOf(variants.flat())}::text[], ${arrayOf(variants.flatMap((list, i) => list.map(() => i)))}::int[])
      AS v(variant, i)
    JOIN discover_word_variants x ON x.variant = v.variant
    JOIN discover_words w ON w.word = x.word
    WHERE w.typo_df > 0
    UNION ALL
    SELECT 'prefix', ${last}::int, NULL, coalesce(sum(p.df), 0), count(*) FROM (
      SELECT df FROM discover_words
      WHERE ${typing} <> '' AND word >= ${typing} AND word < ${`${typing}{`} AND df > 0
      LIMIT ${PREFIX_COUNT_LIMIT}) p`,
  );
  const terms: Terms[] = words.map(() => ({ exact: [], typos: [], prefix: false, count: 0 }));
  for (const row of rows) {
    const term = terms[Number(row.i)];
    const typed = words[Number(row.i)];
    if (!term || typed === undefined) continue;
    const df = Number(row.df);
    if (row.kind === 'prefix') {
      const completions = Number(row.words);
      term.prefix = completions > 0;
      // an upper bound, as the estimate is: the word as written is among its own completions
      term.count += completions >= PREFIX_COUNT_LIMIT ? Infinity : df;
    } else if (row.kind === 'exact' && row.word && !term.exact.includes(row.word)) {
      term.exact.push(row.word);
      term.count += df;
    } else if (
      row.kind === 'typo' &&
      row.word &&
      !term.typos.includes(row.word) &&
      !forms[Number(row.i)]?.includes(row.word) &&
      matchWord(typed, row.word) === 'typo'
    ) {
      term.typos.push(row.word);
      term.count += df;
    }
  }
  const exactTerms = terms.map((term, i) => [
    ...term.exact,
    ...(term.prefix ? [`${words[i]}:*`] : []),
  ]);
  const allTerms = terms.map((term, i) => [...(exactTerms[i] ?? []), ...term.typos]);
  if (allTerms.some((list) => list.length === 0)) return 'none';
  const hasExact = exactTerms.every((list) => list.length > 0);
  const hasTypos = terms.some((term) => term.typos.length > 0);
  const inName = (term: string) => (term.endsWith(':*') ? `${term}A` : `${term}:A`);
  return {
    exact: hasExact ? exactTerms.map(alternatives).join(' & ') : null,
    inNames: hasExact ? exactTerms.map((list) => alternatives(list.map(inName))).join(' & ') : null,
    withTypos: hasTypos ? allTerms.map(alternatives).join(' & ') : null,
    estimate: Math.min(...terms.map((term) => term.count)),
  };
}
