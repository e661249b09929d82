import type { GeoPoint } from '../../lib/offline/attendance-queue';

/** How long a sign-in waits for the device's position before going ahead without it. */
const WAIT_MS = 2_500;

/**
 * The device's position when it allows it, or null: a refused permission, no fix, or a prompt left
 * unanswered never holds a sign-in back for more than a moment.
 */
export function currentPosition(): Promise<GeoPoint | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    // the browser's own timeout does not count time spent on its permission prompt
    const timer = window.setTimeout(() => resolve(null), WAIT_MS);
    const settle = (point: GeoPoint | null) => {
      window.clearTimeout(timer);
      resolve(point);
    };
    try {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          settle({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracy: Number.isFinite(coords.accuracy) ? coords.accuracy : null,
          }),
        () => settle(null),
        { enableHighAccuracy: false, timeout: WAIT_MS, maximumAge: 5 * 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}
