import { useEffect, useState } from 'react';
import { DISCOVER } from '@shared/discover-rules';

export interface LatLng {
  lat: number;
  lng: number;
}

export type PositionState =
  | { status: 'locating' }
  | { status: 'located'; point: LatLng }
  | { status: 'unavailable'; point: LatLng };

export const NAIROBI: LatLng = { lat: DISCOVER.centre.latitude, lng: DISCOVER.centre.longitude };
const unavailable: PositionState = { status: 'unavailable', point: NAIROBI };

/**
 * The visitor's position, asked for once. A refusal, an error or no answer within 5 s falls back to
 * central Nairobi; our own timer also covers a permission prompt left unanswered, which the
 * browser's timeout does not count. A late answer still replaces the fallback. Not asked for at all
 * while `isWanted` is false (the link names a town to measure from).
 */
export function usePosition(isWanted = true): PositionState {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  useEffect(() => {
    if (!isWanted) return;
    let isActive = true;
    const fallBack = () => {
      if (isActive) setState((now) => (now.status === 'located' ? now : unavailable));
    };
    if (!('geolocation' in navigator)) {
      fallBack();
      return;
    }
    const timer = window.setTimeout(fallBack, DISCOVER.geolocationTimeoutMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        window.clearTimeout(timer);
        if (isActive)
          setState({ status: 'located', point: { lat: coords.latitude, lng: coords.longitude } });
      },
      () => {
        window.clearTimeout(timer);
        fallBack();
      },
      { timeout: DISCOVER.geolocationTimeoutMs, maximumAge: 5 * 60 * 1000 },
    );
    return () => {
      isActive = false;
      window.clearTimeout(timer);
    };
  }, [isWanted]);
  return state;
}
