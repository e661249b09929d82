/**
 * Why a business is not on Discover, as the owner is told. The server decides which reasons apply,
 * by the same rule Discover's search uses (src/server/discover/listing-rule.ts); the owner area
 * only shows them.
 */
export const NOT_LISTED_REASONS = ['deactivated', 'no-location', 'hidden-from-map'] as const;
export type NotListedReason = (typeof NOT_LISTED_REASONS)[number];

export interface DiscoverListing {
  isListed: boolean;
  /** Empty exactly when the business is listed. */
  reasons: NotListedReason[];
}

export const NOT_LISTED_TEXTS: Record<NotListedReason, { title: string; fix: string }> = {
  deactivated: {
    title: 'Your business was deactivated.',
    fix: 'Contact support',
  },
  'no-location': {
    title: 'Your location is not set, so clients cannot see where you are.',
    fix: 'Set your location',
  },
  'hidden-from-map': {
    title: '‘Show on map’ is off in your location settings.',
    fix: 'Turn on Show on map',
  },
};

export const NOT_LISTED_HEADING = 'Your business is not on Discover yet';
