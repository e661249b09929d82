import { ChevronLeft, ChevronRight } from 'lucide-react';
import { controlText } from '../messages/ui-controls';
import { Button } from './button';

export interface PagedList {
  total: number;
  page: number;
  pageSize: number;
  /** The server stopped counting at a ceiling: there are at least `total`, and maybe more pages. */
  isTotalCapped?: boolean;
}

/** Previous / '21–40 of 57' / Next under a paged list; nothing when it fits on one page. */
export function Pager({ list, onPage }: { list: PagedList; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1) return null;
  const first = (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.total, list.page * list.pageSize);
  const more = list.isTotalCapped ? '+' : '';
  return (
    <nav
      aria-label={controlText('pager.label')}
      className="flex items-center justify-between gap-3"
    >
      <Button variant="outline" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
        <ChevronLeft />
        {controlText('pager.previous')}
      </Button>
      <p className="text-sm text-muted tabular-nums">
        {controlText('pager.range', { first, last, total: list.total, more })}
      </p>
      <Button
        variant="outline"
        disabled={list.page >= pages && !list.isTotalCapped}
        onClick={() => onPage(list.page + 1)}
      >
        {controlText('pager.next')}
        <ChevronRight />
      </Button>
    </nav>
  );
}
