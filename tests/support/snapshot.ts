export type DatabaseSnapshot =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; baseUrl: string; template: string; prefix: string };

/** The maintenance database on the same server, from which databases are created and dropped. */
export function adminUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.pathname = '/postgres';
  return url.toString();
}
