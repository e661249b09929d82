import { useEffect, useRef } from 'react';
import { SearchX } from 'lucide-react';
import type { DiscoverBusiness } from '@shared/discover';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { BusinessCard } from './business-card';
import { discoverText } from './messages/discover-screens';

function LoadingCards() {
  return (
    <div aria-busy className="grid gap-3">
      <span className="sr-only">{discoverText('list.loading')}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="grid gap-3 rounded-card border border-line p-4">
          <div className="flex gap-3">
            <Skeleton className="size-14 rounded-xl" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <div className="flex justify-between">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-11 w-32 rounded-xl" />
          </div>
        </div>
      ))}
    </div>
  );
}

function NothingFound({ q, onClear }: { q: string; onClear: (() => void) | null }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-line px-6 py-10 text-center">
      <SearchX aria-hidden className="size-10 text-muted" />
      <h3 className="text-lg font-semibold">{discoverText('empty.title')}</h3>
      <p className="text-sm break-words text-muted">
        {q ? discoverText('empty.match', { q }) : discoverText('empty.none')}
      </p>
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          {discoverText('empty.clear')}
        </Button>
      ) : null}
    </div>
  );
}

/** 'Nearby Businesses' (or the search's results) with a count, a skeleton, or an empty state. */
export function ResultsList({
  q,
  businesses,
  isLoading,
  selectedId,
  isVisible,
  onSelect,
  onClear,
}: {
  q: string;
  businesses: DiscoverBusiness[];
  isLoading: boolean;
  selectedId: string | null;
  isVisible: boolean;
  onSelect: (id: string) => void;
  onClear: (() => void) | null;
}) {
  const list = useRef<HTMLDivElement>(null);
  // a marker chosen on the map (or a shared link) brings its card into view
  useEffect(() => {
    if (!selectedId || !isVisible || isLoading) return;
    list.current
      ?.querySelector(`[data-business-id="${CSS.escape(selectedId)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId, isVisible, isLoading]);

  return (
    <section aria-labelledby="discover-results" className="grid gap-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 id="discover-results" className="min-w-0 text-lg font-semibold break-words">
          {q ? discoverText('list.resultsFor', { q }) : discoverText('list.nearby')}
        </h2>
        {isLoading ? null : (
          <span className="text-sm text-muted">
            {discoverText('list.found', { count: businesses.length })}
          </span>
        )}
      </div>
      {isLoading ? (
        <LoadingCards />
      ) : businesses.length ? (
        <div ref={list} className="grid gap-3">
          {businesses.map((business) => (
            <BusinessCard
              key={business.id}
              business={business}
              isSelected={business.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </div>
      ) : (
        <NothingFound q={q} onClear={onClear} />
      )}
    </section>
  );
}
