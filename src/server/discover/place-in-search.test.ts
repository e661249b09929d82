import { describe, expect, it } from 'vitest';
import { placeInSearch } from './place-in-search';

const NAIROBI = { latitude: -1.2864, longitude: 36.8172 };
const MOMBASA = { latitude: -4.0435, longitude: 39.6682 };

describe('placeInSearch: a place named in Discover’s search box', () => {
  it('takes a town out of the search, with the small word that led to it', () => {
    expect(placeInSearch('salon mombasa')).toMatchObject({
      place: { name: 'Mombasa', kind: 'town' },
      rest: 'salon',
    });
    expect(placeInSearch('Barber in Kisumu')?.rest).toBe('barber');
    expect(placeInSearch('kinyozi karibu na Nakuru')).toMatchObject({
      place: { name: 'Nakuru' },
      rest: 'kinyozi',
    });
    expect(placeInSearch('Eldoret')).toMatchObject({ place: { name: 'Eldoret' }, rest: '' });
  });

  it('forgives a typo in a place’s name, but only from its first letter', () => {
    expect(placeInSearch('spa mombsa')?.place.name).toBe('Mombasa');
    expect(placeInSearch('gym westlnds')?.place.name).toBe('Westlands');
    // 'planet' is one letter from 'lanet' (Nakuru), but does not start like it
    expect(placeInSearch('planet fitness')).toBeNull();
    // 4 letters: as written only
    expect(placeInSearch('salon emb')).toBeNull();
    expect(placeInSearch('salon embu')?.place.name).toBe('Embu');
  });

  it('prefers the longest name, and of a name two places share, the one the search or the visitor is near', () => {
    expect(placeInSearch('tyres mombasa road')).toMatchObject({
      place: { name: 'Mombasa Road', within: 'Nairobi' },
      rest: 'tyres',
    });
    expect(placeInSearch('moi avenue shoes', NAIROBI)?.place.within).toBe('Nairobi');
    expect(placeInSearch('moi avenue shoes', MOMBASA)?.place.within).toBe('Mombasa');
    expect(placeInSearch('salon milimani kisumu')).toMatchObject({
      place: { name: 'Milimani', within: 'Kisumu' },
      rest: 'salon',
    });
    expect(placeInSearch('salon milimani nakuru')?.place.within).toBe('Nakuru');
  });

  it('finds no place in a search that names none', () => {
    expect(placeInSearch('salon')).toBeNull();
    expect(placeInSearch('')).toBeNull();
    expect(placeInSearch('in near')).toBeNull();
  });
});
