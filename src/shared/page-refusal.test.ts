import { describe, expect, it } from 'vitest';
import { isPageRefusal, pageStatus, type PageRefusal } from './page-refusal';

const refusal: PageRefusal = {
  refused: { status: 404, code: 'not_found', message: 'Gone', at: '2026-11-27T06:00:00.000Z' },
};

describe('page refusals', () => {
  it('knows a refusal from the data a page is given', () => {
    expect(isPageRefusal(refusal)).toBe(true);
    for (const value of [
      null,
      undefined,
      'refused',
      // a business page holds no 'refused' key
      { business: { name: 'Refused Salon' }, services: [] },
    ])
      expect(isPageRefusal(value)).toBe(false);
  });

  it('answers 404 for a page holding a refusal, 200 otherwise', () => {
    expect(pageStatus({})).toBe(200);
    expect(pageStatus({ a: { business: {} }, 'b|2026-11-27': { days: [] } })).toBe(200);
    expect(pageStatus({ a: refusal })).toBe(404);
  });
});
