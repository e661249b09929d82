import type { InferResponseType } from 'hono/client';
import type { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

type ByLink = (typeof api)['reviews']['by-link'][':token'];
export type ReviewLinkView = InferResponseType<ByLink['$get'], 200>;
export type PublicReviewPage = InferResponseType<
  (typeof api)['public']['businesses'][':businessId']['reviews']['$get'],
  200
>;
export type PublicReview = PublicReviewPage['reviews'][number];

/**
 * The public calls: plain fetch with the server's own response types, so neither the review page
 * nor the booking page's reviews section carries the typed client.
 */
export const reviewApi = {
  link: async (token: string) =>
    readJson<ReviewLinkView>(
      await fetch(`/api/reviews/by-link/${encodeURIComponent(token)}`, {
        credentials: 'same-origin',
      }),
    ),
  save: async (token: string, body: { rating: number; comment: string }) =>
    readJson<ReviewLinkView>(
      await fetch(`/api/reviews/by-link/${encodeURIComponent(token)}`, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    ),
  page: async (businessId: string, cursor: string | null) =>
    readJson<PublicReviewPage>(
      await fetch(
        `/api/public/businesses/${encodeURIComponent(businessId)}/reviews${
          cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
        }`,
        { credentials: 'same-origin' },
      ),
    ),
};
