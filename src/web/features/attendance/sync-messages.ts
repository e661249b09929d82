/** The offline toasts of docs/product/owner-area.md §8 Messages, apart from the sync code so the shell stays light. */
export const SYNC_MESSAGES = {
  restored: 'Connection restored - syncing data...',
  lost: 'Connection lost - working offline',
  allSynced: 'All data synced successfully',
  someFailed: 'Some data failed to sync',
  synced: (count: number) => `Synced ${count} offline attendance records`,
  failed: (count: number) => `Failed to sync ${count} records`,
} as const;
