import { vi } from 'vitest';

/**
 * The page once it is kept. On PostgreSQL a change is heard on the connection that wrote it and
 * again, a moment later, on the connection that listens for other processes' changes: the setup's
 * last write, heard late, rightly drops a page kept in between. Visits until two in a row are the
 * same page; a page never kept fails here.
 */
export async function keptVisit<T extends { html: string }>(
  visit: (pathname: string) => Promise<T>,
  pathname: string,
): Promise<T> {
  let last = await visit(pathname);
  return vi.waitFor(
    async () => {
      const next = await visit(pathname);
      const isKept = next.html === last.html;
      last = next;
      if (!isKept) throw new Error(`${pathname} was rendered again on every visit`);
      return next;
    },
    { timeout: 5_000, interval: 50 },
  );
}
