import { describe, expect, it } from 'vitest';
import { BOOKING_SOURCES } from './bookings';
import { countsTowardRating, REVIEW_SOURCE_LABELS } from './review-rating';

describe('which reviews feed the rating (docs/product/settled-rules.md §11 Channels and reviews)', () => {
  it('counts a booking the client made online, paid or not', () => {
    expect(countsTowardRating({ source: 'online', isPaidThroughMiadi: false })).toBe(true);
    expect(countsTowardRating({ source: 'online', isPaidThroughMiadi: true })).toBe(true);
  });

  it('leaves out a desk booking unless the client paid for it through Miadi', () => {
    expect(countsTowardRating({ source: 'owner', isPaidThroughMiadi: false })).toBe(false);
    expect(countsTowardRating({ source: 'owner', isPaidThroughMiadi: true })).toBe(true);
  });

  it('labels every channel whose reviews can be left out', () => {
    for (const source of BOOKING_SOURCES) {
      const isLeftOutUnpaid = !countsTowardRating({ source, isPaidThroughMiadi: false });
      expect(REVIEW_SOURCE_LABELS[source] !== null, source).toBe(isLeftOutUnpaid);
    }
  });
});
