import { pageStateText } from './messages/page-states';
import { Skeleton } from './ui/skeleton';

/** Placeholder cards while a list loads. */
export function CardsLoading({
  count = 2,
  className = 'h-44',
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div className="grid gap-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}

/**
 * What a panel says when its data could not be loaded; `what` names it in the page's language, as
 * the sentence places it ("payout details").
 */
export function LoadFailed({ what }: { what: string }) {
  return <p className="text-muted">{pageStateText('loadFailed', { what })}</p>;
}
