import { KENYA_PLACES, type KenyaPlace, type PlaceKind } from '@shared/kenya-places';
import { foldSearchText } from '@shared/search-text';
import { matchWord } from '@shared/typo-rule';

/**
 * A place named in Discover's search box (docs/decisions/0080): 'salon mombasa' searches for
 * salons around Mombasa, wherever the visitor is. The gazetteer is the one shipped with the app
 * (shared/kenya-places.ts); no outside service is asked.
 */
export interface PlaceInSearch {
  place: KenyaPlace;
  /** The search without the place's words, nor the small word that led to it ('in', 'karibu na'). */
  rest: string;
}

/** Words that join a place to the rest of a search: dropped with it. */
const CONNECTORS = new Set([
  'in',
  'near',
  'at',
  'around',
  'karibu',
  'na',
  'katika',
  'mjini',
  'kwa',
]);
const LONGEST_NAME = 3;
const KIND_ORDER: Record<PlaceKind, number> = { town: 0, area: 1, street: 2 };

const NAMES = KENYA_PLACES.map((place) => ({
  place,
  words: foldSearchText(place.name).split(' '),
  within: foldSearchText(place.within).split(' '),
}));

/**
 * A typed word naming a place's word: as written, or within the typo rule sharing its first letter
 * (so 'mombsa' is Mombasa, but 'planet' is not Lanet).
 */
function names(typed: string, word: string): boolean {
  if (typed === word) return true;
  return typed[0] === word[0] && matchWord(typed, word) === 'typo';
}

function squaredDistance(place: KenyaPlace, from: { latitude: number; longitude: number }) {
  return (place.latitude - from.latitude) ** 2 + (place.longitude - from.longitude) ** 2;
}

/**
 * The place a search names, if any: the longest run of whole words (up to 3) that names one, the
 * earliest if several. A name two places share goes to the one whose town follows it
 * ('milimani kisumu'), else the one nearest the visitor, else towns before areas before streets.
 */
export function placeInSearch(
  q: string,
  visitor?: { latitude: number; longitude: number },
): PlaceInSearch | null {
  const words = foldSearchText(q).split(' ').filter(Boolean);
  for (let length = Math.min(LONGEST_NAME, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const typed = words.slice(start, start + length);
      const matches = NAMES.filter(
        (entry) =>
          entry.words.length === length &&
          entry.words.every((word, index) => names(typed[index] ?? '', word)),
      );
      if (!matches.length) continue;
      const next = words[start + length];
      const qualified = matches.filter((entry) => next !== undefined && entry.within[0] === next);
      const [chosen] = (qualified.length ? qualified : matches).sort(
        (a, b) =>
          (visitor ? squaredDistance(a.place, visitor) - squaredDistance(b.place, visitor) : 0) ||
          KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind],
      );
      if (!chosen) continue;
      let from = start;
      while (from > 0 && CONNECTORS.has(words[from - 1] ?? '')) from--;
      const to = start + length + (qualified.length ? 1 : 0);
      const rest = [...words.slice(0, from), ...words.slice(to)].join(' ');
      return { place: chosen.place, rest };
    }
  }
  return null;
}
