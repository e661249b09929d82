import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of a listed business's Discover text (docs/decisions/0078), with how many listed
 * businesses hold it: anywhere (`df`), and outside their description (`typo_df`), where a search
 * word with a typo may reach it. Kept by a trigger on businesses. A word no business holds any more
 * stays, at 0: the search passes it over.
 */
export const discoverWords = pgTable('discover_words', {
  // the C collation: a prefix is a plain range of the primary key, on both engines
  word: text('word').primaryKey(),
  df: integer('df').notNull().default(0),
  typoDf: integer('typo_df').notNull().default(0),
});

/**
 * The deletions of each word's first letters (shared/typo-rule.ts's wordVariants): a search word
 * within the typo rule of a word shares one of them with it, so one index lookup finds every word
 * a typo may have meant. Written with the word, by the same trigger.
 */
export const discoverWordVariants = pgTable(
  'discover_word_variants',
  {
    variant: text('variant').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);
