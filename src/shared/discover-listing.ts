import { discoverListingText } from './messages/discover-listing';

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

/** Each reason's words, read when shown, in the current language. */
export const NOT_LISTED_TEXTS: Record<
  NotListedReason,
  { readonly title: string; readonly fix: string }
> = {
  deactivated: {
    get title() {
      return discoverListingText('deactivated.title');
    },
    get fix() {
      return discoverListingText('deactivated.fix');
    },
  },
  'no-location': {
    get title() {
      return discoverListingText('noLocation.title');
    },
    get fix() {
      return discoverListingText('noLocation.fix');
    },
  },
  'hidden-from-map': {
    get title() {
      return discoverListingText('hiddenFromMap.title');
    },
    get fix() {
      return discoverListingText('hiddenFromMap.fix');
    },
  },
};

/** The notice's heading, in the current language. */
export function notListedHeading(): string {
  return discoverListingText('heading');
}
