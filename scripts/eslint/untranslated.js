/**
 * Where words are still written in the code, waiting to move to catalogues (docs/decisions/0071).
 * The words-in-catalogues rule holds everywhere else; a part whose words have moved leaves this
 * list, and nothing joins it.
 */
export const UNTRANSLATED = [];
