import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { discoverUrlState, type DiscoverUrlState } from '@shared/discover-url';

/**
 * Search text, chosen categories and the selected business live in the query string
 * (?q=salon&category=Fitness&selected=<id>&near=Mombasa&sort=rating&open=1&free=today), so a result
 * can be shared and a reload restores it.
 * Values the API would refuse (an unknown category, a malformed id) are ignored, not sent.
 */
export function useDiscoverUrl() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => discoverUrlState(search), [search]);

  // replace, not push: typing and picking should not fill the back button's history
  const update = useCallback(
    (patch: Partial<DiscoverUrlState>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (patch.q !== undefined) {
            if (patch.q) next.set('q', patch.q);
            else next.delete('q');
          }
          if (patch.categories !== undefined) {
            next.delete('category');
            for (const category of patch.categories) next.append('category', category);
          }
          if (patch.selectedId !== undefined) {
            if (patch.selectedId) next.set('selected', patch.selectedId);
            else next.delete('selected');
          }
          if (patch.near !== undefined) {
            if (patch.near) next.set('near', patch.near);
            else next.delete('near');
          }
          if (patch.sort !== undefined) {
            if (patch.sort === 'nearest') next.delete('sort');
            else next.set('sort', patch.sort);
          }
          if (patch.open !== undefined) {
            if (patch.open) next.set('open', '1');
            else next.delete('open');
          }
          if (patch.free !== undefined) {
            if (patch.free) next.set('free', patch.free);
            else next.delete('free');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [state, update] as const;
}
