import { eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCategory } from '../../src/shared/categories';
import { foldSearchText } from '../../src/shared/search-text';
import { wordVariants } from '../../src/shared/typo-rule';
import categoriesEn from '../../src/shared/messages/categories.en.json';
import categoriesSw from '../../src/shared/messages/categories.sw.json';
import { BUSINESS_CATEGORIES } from '../../src/shared/categories';
import { businesses } from '../../src/server/db/schema/businesses';
import { findBusinessIds } from '../../src/server/discover/search';
import { buildBusiness, buildService } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';
import { at, discoverNames, east, spreadCentre, type Point } from '../support/discover';

/** Each test searches around its own point (spreadCentre). */
let nextCentre = 0;
const newCentre = () => spreadCentre({ latitude: -4.2, longitude: 36 }, ++nextCentre);

/** Words a test makes up, so no other test's business holds them. */
function unique(word: string) {
  return `${word}${'abcdefghij'[nextCentre % 10] ?? ''}`;
}

describe('Discover finds what people mean: typos, starts of words, other forms', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app.close();
  });

  async function place(spec: {
    name: string;
    at: { latitude: number; longitude: number };
    categories?: BusinessCategory[];
    services?: string[];
    description?: string;
    city?: string;
  }) {
    const business = await buildBusiness(app.db, {
      name: spec.name,
      latitude: spec.at.latitude,
      longitude: spec.at.longitude,
      categories: spec.categories ?? [],
      description: spec.description ?? null,
      city: spec.city ?? null,
    });
    for (const name of spec.services ?? []) {
      await buildService(app.db, { businessId: business.id, name });
    }
    return business;
  }

  const names = (centre: Point, q: string) => discoverNames(app, { ...at(centre), q });

  async function one<T>(query: SQL): Promise<T> {
    const { rows } = await app.db.execute<{ value: T }>(query);
    return rows[0]?.value as T;
  }

  it('folds text in the database as the search folds what is typed', async () => {
    const samples = [
      'Murang’a Café',
      "MAMA'S Kitchen & Bar",
      'Ngʼong Road, Zoë’s',
      'Ñandú — 12kg/day',
      'Salon 💇🏾 Bora',
      'tab\there\u0007bell',
      '',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...samples),
          fc.string({ unit: 'grapheme', maxLength: 30 }).filter((text) => !text.includes('\u0000')),
        ),
        async (text) => {
          const folded = await one<string>(sql`SELECT discover_fold(${text}) AS value`);
          expect(folded).toBe(foldSearchText(text));
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('makes the same deletion variants of a word as the search does of a typed one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z0-9]{1,14}$/), async (word) => {
        const variants = await one<string[]>(
          sql`SELECT array_agg(v) AS value FROM discover_word_variants_of(${word}) v`,
        );
        expect([...variants].sort()).toEqual([...wordVariants(word)].sort());
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('indexes each category in both languages, as the catalogues name it', async () => {
    const en = categoriesEn as Record<string, string>;
    const sw = categoriesSw as Record<string, string>;
    const keys = Object.keys(en);
    expect(keys).toHaveLength(BUSINESS_CATEGORIES.length);
    for (const [index, category] of BUSINESS_CATEGORIES.entries()) {
      const key = keys[index] ?? '';
      const text = await one<string>(
        sql`SELECT discover_category_text(ARRAY[${category}]) AS value`,
      );
      expect(foldSearchText(text)).toBe(foldSearchText(`${en[key]} ${sw[key]}`));
      expect(en[key]).toBe(category);
    }
  });

  it('counts the words listed businesses hold, and where, as businesses change', async () => {
    const centre = newCentre();
    const word = unique('kifaurongo');
    const counts = async () => {
      const { rows } = await app.db.execute<{ df: number; typo_df: number }>(
        sql`SELECT df, typo_df FROM discover_words WHERE word = ${word}`,
      );
      return rows[0] ? { df: Number(rows[0].df), typo: Number(rows[0].typo_df) } : undefined;
    };
    const first = await place({ name: `${word} Salon`, at: east(centre, 1) });
    expect(await counts()).toEqual({ df: 1, typo: 1 });
    const second = await place({
      name: 'Plain Place',
      description: `We know ${word} well`,
      at: east(centre, 2),
    });
    // a description's word is found as written, but no typo reaches it there
    expect(await counts()).toEqual({ df: 2, typo: 1 });
    await app.db.update(businesses).set({ isActive: false }).where(eq(businesses.id, first.id));
    expect(await counts()).toEqual({ df: 1, typo: 0 });
    await buildService(app.db, { businessId: second.id, name: `${word} treatment` });
    expect(await counts()).toEqual({ df: 1, typo: 1 });
    await app.db.delete(businesses).where(eq(businesses.id, second.id));
    expect(await counts()).toEqual({ df: 0, typo: 0 });
    // its variants stay, for when a business holds it again
    const variants = await one<number>(
      sql`SELECT count(*)::int AS value FROM discover_word_variants WHERE word = ${word}`,
    );
    expect(variants).toBe(wordVariants(word).length);
  });

  it('allows one typo from 5 letters, two from 9, none below 5', async () => {
    const centre = newCentre();
    await place({ name: 'Neema Hair Salon', at: east(centre, 1) });
    await place({ name: 'Baraka Hairdresser', at: east(centre, 2) });
    await place({ name: 'Juma Garage', at: east(centre, 3) });
    await place({ name: 'Otieno Plumbing', at: east(centre, 4) });
    // a letter swapped, changed, missing, added
    expect(await names(centre, 'slaon ')).toEqual(['Neema Hair Salon']);
    expect(await names(centre, 'salin ')).toEqual(['Neema Hair Salon']);
    expect(await names(centre, 'garge ')).toEqual(['Juma Garage']);
    expect(await names(centre, 'saloon ')).toEqual(['Neema Hair Salon']);
    // 4 letters: only as written
    expect(await names(centre, 'hiar ')).toEqual([]);
    expect(await names(centre, 'jmua ')).toEqual([]);
    // two typos in a word of 10 letters (a swap and a letter missing), but not three
    expect(await names(centre, 'hiardreser ')).toEqual(['Baraka Hairdresser']);
    expect(await names(centre, 'hiardresr ')).toEqual([]);
    // in a word of 8 letters one typo is allowed, two are one too many
    expect(await names(centre, 'pulmbing ')).toEqual(['Otieno Plumbing']);
    expect(await names(centre, 'pulmbign ')).toEqual([]);
  });

  it('ranks a match as written above a match with a typo, even one nearer', async () => {
    const centre = newCentre();
    const word = unique('mwangaza');
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    await place({ name: `${typo} Studio`, at: east(centre, 1) });
    await place({ name: `${word} Studio`, at: east(centre, 9) });
    expect(await names(centre, word)).toEqual([`${word} Studio`, `${typo} Studio`]);
  });

  it('matches the last word as the start of a word, as the list follows what is typed', async () => {
    const centre = newCentre();
    const word = unique('zawadimoja');
    await place({ name: `${word} Beauty`, at: east(centre, 1) });
    expect(await names(centre, word.slice(0, 4))).toEqual([`${word} Beauty`]);
    expect(await names(centre, `beauty ${word.slice(0, 6)}`)).toEqual([`${word} Beauty`]);
    // a word before the last is whole
    expect(await names(centre, `${word.slice(0, 4)} beauty`)).toEqual([]);
    // a word is whole: the middle of one does not match
    expect(await names(centre, word.slice(4))).toEqual([]);
  });

  it('finds a category by its Kiswahili name, and a trade by its other language and forms', async () => {
    const centre = newCentre();
    await place({ name: 'Mama Oliech', categories: ['Restaurant'], at: east(centre, 1) });
    await place({ name: 'Fade Masters', services: ['Barber cut'], at: east(centre, 2) });
    await place({ name: 'Kilimani Barbers', at: east(centre, 3) });
    expect(await names(centre, 'mikahawa ')).toEqual(['Mama Oliech']);
    expect(await names(centre, 'mkahawa ')).toEqual(['Mama Oliech']);
    expect(await names(centre, 'restaurants ')).toEqual(['Mama Oliech']);
    expect(await names(centre, 'kinyozi ')).toEqual(['Fade Masters', 'Kilimani Barbers']);
    expect(await names(centre, 'vinyozi ')).toEqual(['Fade Masters', 'Kilimani Barbers']);
    expect(await names(centre, 'barber ')).toEqual(['Fade Masters', 'Kilimani Barbers']);
  });

  it('matches the location and the services, and every word must match', async () => {
    const centre = newCentre();
    await place({
      name: 'Tuliza Spa',
      city: 'Kibwezi',
      services: ['Hot Stones'],
      at: east(centre, 1),
    });
    await place({ name: 'Tuliza Garage', city: 'Kibwezi', at: east(centre, 2) });
    expect(await names(centre, 'kibwzei stones')).toEqual(['Tuliza Spa']);
    expect(await names(centre, 'tuliza kibwezi')).toEqual(['Tuliza Spa', 'Tuliza Garage']);
    expect(await names(centre, 'tuliza xylophone')).toEqual([]);
  });

  it('answers a word no business holds from the dictionary alone, without reading businesses', async () => {
    const centre = newCentre();
    await place({ name: 'Something Here', at: east(centre, 1) });
    const statements: SQL[] = [];
    const recording = new Proxy(app.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
        return (query: SQL) => {
          statements.push(query);
          return target.execute(query);
        };
      },
    });
    const ids = await findBusinessIds(recording, {
      lat: centre.latitude,
      lng: centre.longitude,
      q: 'xylophonequartz',
    });
    expect(ids).toEqual([]);
    // the dictionary is read by its prepared statement; no plan reading businesses ran
    expect(statements).toHaveLength(0);
  });
});
