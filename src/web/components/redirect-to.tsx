import { Redirect, useSearch } from 'wouter';

/** Replaces the current entry with `to`, keeping the query string (so ?action=new survives). */
export function RedirectTo({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}
