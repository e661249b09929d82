/**
 * A small gazetteer of Kenyan places: towns, the main estates and areas of Nairobi, Mombasa and
 * Kisumu, and a few well-known streets, each with a point to start a map at. It lets an owner find
 * where they are without any outside map service (docs/decisions/0061-a-new-business-can-be-found.md).
 * Points are the centre of the place, good to a few hundred metres: the owner then places the pin.
 */

import { foldSearchText } from './search-text';

export type PlaceKind = 'town' | 'area' | 'street';

export interface KenyaPlace {
  name: string;
  /** The town or county it is in, shown beside the name: 'Westlands, Nairobi'. */
  within: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
}

type Row = readonly [name: string, within: string, latitude: number, longitude: number];

const TOWNS: Row[] = [
  ['Nairobi', 'Nairobi County', -1.2864, 36.8172],
  ['Mombasa', 'Mombasa County', -4.0435, 39.6682],
  ['Kisumu', 'Kisumu County', -0.0917, 34.768],
  ['Nakuru', 'Nakuru County', -0.3031, 36.08],
  ['Eldoret', 'Uasin Gishu County', 0.5143, 35.2698],
  ['Thika', 'Kiambu County', -1.0333, 37.0693],
  ['Malindi', 'Kilifi County', -3.2192, 40.1169],
  ['Kitale', 'Trans Nzoia County', 1.0157, 35.0062],
  ['Garissa', 'Garissa County', -0.4532, 39.6461],
  ['Kakamega', 'Kakamega County', 0.2827, 34.7519],
  ['Nyeri', 'Nyeri County', -0.4201, 36.9476],
  ['Machakos', 'Machakos County', -1.5177, 37.2634],
  ['Meru', 'Meru County', 0.0463, 37.6559],
  ['Kisii', 'Kisii County', -0.6817, 34.7667],
  ['Kericho', 'Kericho County', -0.3677, 35.2831],
  ['Naivasha', 'Nakuru County', -0.7172, 36.431],
  ['Nanyuki', 'Laikipia County', 0.0167, 37.074],
  ['Embu', 'Embu County', -0.531, 37.45],
  ['Lamu', 'Lamu County', -2.2717, 40.902],
  ['Kitui', 'Kitui County', -1.367, 38.0106],
  ['Bungoma', 'Bungoma County', 0.5635, 34.5606],
  ['Busia', 'Busia County', 0.4608, 34.1115],
  ['Homa Bay', 'Homa Bay County', -0.5273, 34.4571],
  ['Migori', 'Migori County', -1.0634, 34.4731],
  ['Kiambu', 'Kiambu County', -1.1714, 36.8356],
  ['Ruiru', 'Kiambu County', -1.1466, 36.9609],
  ['Juja', 'Kiambu County', -1.1017, 37.0144],
  ['Kikuyu', 'Kiambu County', -1.2461, 36.6629],
  ['Limuru', 'Kiambu County', -1.1136, 36.6424],
  ['Ngong', 'Kajiado County', -1.3524, 36.6693],
  ['Kitengela', 'Kajiado County', -1.475, 36.96],
  ['Ongata Rongai', 'Kajiado County', -1.396, 36.744],
  ['Kajiado', 'Kajiado County', -1.8524, 36.7768],
  ['Athi River', 'Machakos County', -1.456, 36.978],
  ['Narok', 'Narok County', -1.08, 35.8711],
  ['Nyahururu', 'Laikipia County', 0.0381, 36.3636],
  ['Isiolo', 'Isiolo County', 0.3546, 37.5822],
  ['Marsabit', 'Marsabit County', 2.3342, 37.99],
  ['Lodwar', 'Turkana County', 3.1191, 35.5973],
  ['Voi', 'Taita Taveta County', -3.3961, 38.5561],
  ['Diani Beach', 'Kwale County', -4.2797, 39.5947],
  ['Ukunda', 'Kwale County', -4.287, 39.569],
  ['Kwale', 'Kwale County', -4.1737, 39.4521],
  ['Kilifi', 'Kilifi County', -3.6305, 39.8499],
  ['Watamu', 'Kilifi County', -3.354, 40.0243],
  ['Mtwapa', 'Kilifi County', -3.943, 39.746],
  ['Wajir', 'Wajir County', 1.7471, 40.0573],
  ['Mandera', 'Mandera County', 3.9366, 41.867],
  ["Murang'a", "Murang'a County", -0.721, 37.1526],
  ['Kerugoya', 'Kirinyaga County', -0.4989, 37.2803],
  ['Karatina', 'Nyeri County', -0.4833, 37.1333],
  ['Siaya', 'Siaya County', 0.0607, 34.2881],
  ['Bomet', 'Bomet County', -0.7813, 35.3416],
  ['Kapsabet', 'Nandi County', 0.2039, 35.105],
  ['Iten', 'Elgeyo Marakwet County', 0.6703, 35.5081],
  ['Maralal', 'Samburu County', 1.0968, 36.6981],
  ['Webuye', 'Bungoma County', 0.607, 34.7709],
  ['Mumias', 'Kakamega County', 0.336, 34.4886],
  ['Chuka', 'Tharaka Nithi County', -0.3333, 37.65],
  ['Kabarnet', 'Baringo County', 0.4919, 35.743],
  ['Wote', 'Makueni County', -1.78, 37.63],
  ['Mwingi', 'Kitui County', -0.9333, 38.0667],
  ['Nyamira', 'Nyamira County', -0.5669, 34.9341],
  ['Maua', 'Meru County', 0.2333, 37.9333],
  ['Molo', 'Nakuru County', -0.2486, 35.7322],
  ['Rongo', 'Migori County', -0.7575, 34.5997],
];

const NAIROBI: Row[] = [
  ['Nairobi CBD', 'Nairobi', -1.2833, 36.8219],
  ['Westlands', 'Nairobi', -1.2676, 36.8108],
  ['Parklands', 'Nairobi', -1.26, 36.82],
  ['Kilimani', 'Nairobi', -1.2903, 36.787],
  ['Kileleshwa', 'Nairobi', -1.28, 36.782],
  ['Lavington', 'Nairobi', -1.28, 36.77],
  ['Hurlingham', 'Nairobi', -1.295, 36.797],
  ['Upper Hill', 'Nairobi', -1.298, 36.815],
  ['Karen', 'Nairobi', -1.3194, 36.7073],
  ['Langata', 'Nairobi', -1.341, 36.764],
  ['South B', 'Nairobi', -1.309, 36.835],
  ['South C', 'Nairobi', -1.319, 36.827],
  ['Eastleigh', 'Nairobi', -1.274, 36.85],
  ['Kasarani', 'Nairobi', -1.221, 36.897],
  ['Roysambu', 'Nairobi', -1.219, 36.887],
  ['Zimmerman', 'Nairobi', -1.21, 36.896],
  ['Githurai', 'Nairobi', -1.204, 36.913],
  ['Kahawa West', 'Nairobi', -1.185, 36.896],
  ['Kahawa Sukari', 'Nairobi', -1.195, 36.938],
  ['Embakasi', 'Nairobi', -1.32, 36.9],
  ['Donholm', 'Nairobi', -1.297, 36.887],
  ['Buruburu', 'Nairobi', -1.285, 36.877],
  ['Umoja', 'Nairobi', -1.283, 36.899],
  ['Kayole', 'Nairobi', -1.275, 36.915],
  ['Utawala', 'Nairobi', -1.288, 36.96],
  ['Ruai', 'Nairobi', -1.27, 36.99],
  ['Imara Daima', 'Nairobi', -1.325, 36.882],
  ['Pipeline', 'Nairobi', -1.317, 36.896],
  ['Kibera', 'Nairobi', -1.3133, 36.787],
  ['Kawangware', 'Nairobi', -1.283, 36.75],
  ['Dagoretti Corner', 'Nairobi', -1.299, 36.761],
  ['Runda', 'Nairobi', -1.217, 36.809],
  ['Muthaiga', 'Nairobi', -1.248, 36.836],
  ['Gigiri', 'Nairobi', -1.233, 36.803],
  ['Ridgeways', 'Nairobi', -1.22, 36.84],
  ['Kitisuru', 'Nairobi', -1.23, 36.78],
  ['Spring Valley', 'Nairobi', -1.254, 36.794],
  ['Loresho', 'Nairobi', -1.252, 36.763],
  ['Ngara', 'Nairobi', -1.272, 36.827],
  ['Pangani', 'Nairobi', -1.268, 36.837],
  ['Madaraka', 'Nairobi', -1.306, 36.821],
  ['Nairobi West', 'Nairobi', -1.308, 36.822],
  ['Industrial Area', 'Nairobi', -1.305, 36.85],
  ['Mathare', 'Nairobi', -1.26, 36.86],
  ['Huruma', 'Nairobi', -1.256, 36.873],
  ['Kariobangi', 'Nairobi', -1.251, 36.883],
  ['Dandora', 'Nairobi', -1.247, 36.9],
  ['Ruaka', 'Kiambu, near Nairobi', -1.208, 36.779],
  ['Syokimau', 'Machakos, near Nairobi', -1.364, 36.93],
  ['Mlolongo', 'Machakos, near Nairobi', -1.392, 36.94],
];

const MOMBASA: Row[] = [
  ['Nyali', 'Mombasa', -4.033, 39.708],
  ['Bamburi', 'Mombasa', -3.998, 39.72],
  ['Shanzu', 'Mombasa', -3.958, 39.743],
  ['Kizingo', 'Mombasa', -4.07, 39.673],
  ['Old Town', 'Mombasa', -4.062, 39.68],
  ['Tudor', 'Mombasa', -4.045, 39.675],
  ['Likoni', 'Mombasa', -4.082, 39.663],
  ['Changamwe', 'Mombasa', -4.026, 39.628],
  ['Bombolulu', 'Mombasa', -4.013, 39.701],
  ['Kisauni', 'Mombasa', -4.0, 39.7],
  ['Mkomani', 'Mombasa', -4.028, 39.715],
];

const KISUMU_AND_NAKURU: Row[] = [
  ['Milimani', 'Kisumu', -0.1, 34.752],
  ['Nyalenda', 'Kisumu', -0.11, 34.77],
  ['Mamboleo', 'Kisumu', -0.065, 34.79],
  ['Kondele', 'Kisumu', -0.083, 34.77],
  ['Manyatta', 'Kisumu', -0.088, 34.78],
  ['Nyamasaria', 'Kisumu', -0.1, 34.81],
  ['Dunga', 'Kisumu', -0.12, 34.74],
  ['Milimani', 'Nakuru', -0.285, 36.07],
  ['Lanet', 'Nakuru', -0.286, 36.15],
];

const STREETS: Row[] = [
  ['Moi Avenue', 'Nairobi', -1.284, 36.825],
  ['Kenyatta Avenue', 'Nairobi', -1.285, 36.819],
  ['Kimathi Street', 'Nairobi', -1.2843, 36.823],
  ['Tom Mboya Street', 'Nairobi', -1.283, 36.827],
  ['Ngong Road', 'Nairobi', -1.3, 36.78],
  ['Waiyaki Way', 'Nairobi', -1.26, 36.78],
  ['Thika Road', 'Nairobi', -1.23, 36.88],
  ['Mombasa Road', 'Nairobi', -1.33, 36.87],
  ['Langata Road', 'Nairobi', -1.325, 36.79],
  ['Argwings Kodhek Road', 'Nairobi', -1.293, 36.789],
  ['Jogoo Road', 'Nairobi', -1.293, 36.85],
  ['Moi Avenue', 'Mombasa', -4.062, 39.67],
  ['Nyerere Avenue', 'Mombasa', -4.065, 39.674],
  ['Digo Road', 'Mombasa', -4.059, 39.672],
  ['Links Road', 'Mombasa', -4.036, 39.716],
  ['Oginga Odinga Street', 'Kisumu', -0.102, 34.753],
  ['Kenyatta Avenue', 'Nakuru', -0.286, 36.069],
  ['Uganda Road', 'Eldoret', 0.515, 35.27],
];

function places(rows: Row[], kind: PlaceKind): KenyaPlace[] {
  return rows.map(([name, within, latitude, longitude]) => ({
    name,
    within,
    kind,
    latitude,
    longitude,
  }));
}

export const KENYA_PLACES: readonly KenyaPlace[] = [
  ...places(TOWNS, 'town'),
  ...places([...NAIROBI, ...MOMBASA, ...KISUMU_AND_NAKURU], 'area'),
  ...places(STREETS, 'street'),
];

const KIND_ORDER: Record<PlaceKind, number> = { town: 0, area: 1, street: 2 };

const INDEXED = KENYA_PLACES.map((place) => {
  const name = foldSearchText(place.name);
  return {
    place,
    name,
    nameWords: name.split(' '),
    withinWords: foldSearchText(place.within).split(' '),
  };
});

export const PLACE_SEARCH_LIMIT = 8;

/**
 * Places whose words start with what was typed, every typed word matching one of them: 'west'
 * finds Westlands, 'moi mom' finds Moi Avenue in Mombasa. A match on the name itself comes before
 * a match only on where the place is, then towns before areas before streets, then by name.
 */
export function searchKenyaPlaces(query: string, limit: number = PLACE_SEARCH_LIMIT): KenyaPlace[] {
  const typed = foldSearchText(query);
  if (!typed) return [];
  const words = typed.split(' ');
  const hits: { place: KenyaPlace; rank: number }[] = [];
  for (const entry of INDEXED) {
    const all = [...entry.nameWords, ...entry.withinWords];
    if (!words.every((word) => all.some((candidate) => candidate.startsWith(word)))) continue;
    const rank = entry.name.startsWith(typed)
      ? 0
      : entry.nameWords.some((word) => word.startsWith(words[0] ?? ''))
        ? 1
        : 2;
    hits.push({ place: entry.place, rank });
  }
  return hits
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        a.place.name.localeCompare(b.place.name) ||
        a.place.within.localeCompare(b.place.within),
    )
    .slice(0, limit)
    .map((hit) => hit.place);
}

/** 'Westlands, Nairobi': how a place is shown in a list. */
export function placeLabel(place: KenyaPlace): string {
  return `${place.name}, ${place.within}`;
}

/** The town a place is in, to fill a City field: the town itself, or the first part of `within`. */
export function placeTown(place: KenyaPlace): string {
  return place.kind === 'town' ? place.name : (place.within.split(',')[0] ?? place.within);
}
