import { describe, expect, it } from 'vitest';
import { KENYA_PLACES, placeLabel, PLACE_SEARCH_LIMIT, searchKenyaPlaces } from './kenya-places';
import { foldSearchText } from './search-text';

const labels = (query: string) => searchKenyaPlaces(query).map(placeLabel);

describe('searchKenyaPlaces', () => {
  it('finds a place by the start of its name, in any case', () => {
    expect(labels('westl')).toEqual(['Westlands, Nairobi']);
    expect(labels('WESTLANDS')).toEqual(['Westlands, Nairobi']);
    expect(labels('  kilim ')).toEqual(['Kilimani, Nairobi']);
  });

  it('forgives accents and apostrophes', () => {
    expect(labels('Nyáli')).toEqual(['Nyali, Mombasa']);
    expect(labels('muranga')[0]).toBe("Murang'a, Murang'a County");
    expect(labels("Murang'a")[0]).toBe("Murang'a, Murang'a County");
  });

  it('matches any word of the name, and the town it is in', () => {
    expect(labels('daima')).toEqual(['Imara Daima, Nairobi']);
    expect(labels('moi mombasa')).toEqual(['Moi Avenue, Mombasa']);
    expect(labels('milimani')).toEqual(['Milimani, Kisumu', 'Milimani, Nakuru']);
  });

  it('puts a name match first, towns before areas before streets', () => {
    const nai = labels('nai');
    expect(nai.slice(0, 2)).toEqual(['Nairobi, Nairobi County', 'Naivasha, Nakuru County']);
    expect(nai[2]).toBe('Nairobi CBD, Nairobi');
    // the town itself before the places that are only in it
    expect(labels('mombasa')[0]).toBe('Mombasa, Mombasa County');
    expect(labels('mombasa')).toContain('Mombasa Road, Nairobi');
  });

  it('answers nothing for nothing typed or an unknown place, and at most the limit', () => {
    expect(searchKenyaPlaces('')).toEqual([]);
    expect(searchKenyaPlaces(' - ')).toEqual([]);
    expect(searchKenyaPlaces('atlantis')).toEqual([]);
    expect(searchKenyaPlaces('nairobi')).toHaveLength(PLACE_SEARCH_LIMIT);
    expect(searchKenyaPlaces('nairobi', 3)).toHaveLength(3);
  });

  it('does not match the middle of a word', () => {
    expect(labels('lands')).toEqual([]);
  });
});

describe('the gazetteer', () => {
  it('has only points inside Kenya and no place twice', () => {
    for (const place of KENYA_PLACES) {
      expect(place.latitude, place.name).toBeGreaterThan(-4.8);
      expect(place.latitude, place.name).toBeLessThan(5.1);
      expect(place.longitude, place.name).toBeGreaterThan(33.9);
      expect(place.longitude, place.name).toBeLessThan(42);
    }
    const keys = KENYA_PLACES.map((place) => foldSearchText(placeLabel(place)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
