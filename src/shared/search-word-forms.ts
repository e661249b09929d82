/**
 * Words a Discover search takes as the same word (docs/decisions/0078): a trade's English and
 * Kiswahili names, and Kiswahili singulars and plurals, whose noun classes change the start of the
 * word (kinyozi / vinyozi), so neither a prefix nor a typo joins them. English plurals are made by
 * rule. A form is an exact match, ranked with the word typed.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['salon', 'saluni'],
  ['barber', 'barbershop', 'kinyozi', 'vinyozi'],
  ['clinic', 'kliniki', 'zahanati'],
  ['hospital', 'hospitali'],
  ['garage', 'gereji', 'karakana'],
  ['pharmacy', 'pharmacies', 'chemist', 'famasia'],
  ['school', 'shule'],
  ['tailor', 'mshonaji', 'washonaji'],
  ['restaurant', 'mkahawa', 'mikahawa', 'mgahawa', 'migahawa'],
  ['shop', 'duka', 'maduka'],
  ['car', 'gari', 'magari'],
  ['doctor', 'daktari', 'madaktari'],
  ['gym', 'mazoezi', 'zoezi'],
  ['massage', 'masaji'],
  ['hair', 'nywele'],
  ['nail', 'kucha'],
  ['beauty', 'urembo'],
  ['health', 'afya'],
  ['education', 'elimu'],
  ['transport', 'usafiri'],
  ['teacher', 'mwalimu', 'walimu'],
  ['laundry', 'dobi'],
  ['craftsman', 'fundi', 'mafundi'],
  ['tutor', 'tuition', 'masomo'],
];

const GROUP_OF = new Map<string, readonly string[]>(
  GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** An English word's singular, where it has the look of a plural. */
function singular(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('es')) forms.push(word.slice(0, -2));
  return forms;
}

function plural(word: string): string[] {
  if (word.length < 3 || /[0-9]/.test(word)) return [];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  return /(s|x|z|ch|sh)$/.test(word) ? [`${word}es`] : [`${word}s`];
}

/**
 * A folded search word and the words that mean the same, the word first. The caller keeps those
 * a business has: a made-up plural simply finds nothing.
 */
export function wordForms(word: string): string[] {
  const bases = [word, ...singular(word)];
  const related = bases.flatMap((base) => GROUP_OF.get(base) ?? []);
  const all = [...bases, ...related].flatMap((form) => [form, ...plural(form)]);
  return [...new Set(all)];
}
