import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a search box sends one request per pause, not one
 * per key. An object value must keep its identity between renders (state, not a new literal).
 */
export function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
