import { describe, expect, it } from 'vitest';
import { GESTURES, pullDistance, swipeTarget } from './touch-gestures';

const TABS = ['/app/dashboard', '/app/services', '/app/bookings', '/app/clients', '/app/settings'];

describe('swipeTarget', () => {
  it('moves to the next tab on a leftward swipe past 100 px, and back on a rightward one', () => {
    expect(swipeTarget(TABS, '/app/services', -101, 0)).toBe('/app/bookings');
    expect(swipeTarget(TABS, '/app/services', 101, 10)).toBe('/app/dashboard');
  });

  it('ignores 100 px or less, and mostly vertical moves', () => {
    expect(swipeTarget(TABS, '/app/services', -100, 0)).toBeNull();
    expect(swipeTarget(TABS, '/app/services', -150, 80)).toBeNull();
  });

  it('stops at the ends and off the five tab routes, and counts nested paths to their tab', () => {
    expect(swipeTarget(TABS, '/app/dashboard', 200, 0)).toBeNull();
    expect(swipeTarget(TABS, '/app/settings', -200, 0)).toBeNull();
    expect(swipeTarget(TABS, '/app/invoices', -200, 0)).toBeNull();
    expect(swipeTarget(TABS, '/app/clients/123', -200, 0)).toBe('/app/settings');
  });
});

describe('pullDistance', () => {
  it('follows the finger down and never passes the maximum pull of 120 px', () => {
    expect(pullDistance(-20)).toBe(0);
    expect(pullDistance(100)).toBe(100);
    expect(pullDistance(1000)).toBe(GESTURES.pullMaxPx);
  });

  it('arms the refresh only past 80 px of pull', () => {
    expect(pullDistance(80) > GESTURES.pullPx).toBe(false);
    expect(pullDistance(81) > GESTURES.pullPx).toBe(true);
  });
});
