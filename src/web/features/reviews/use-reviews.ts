import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { REVIEW_TOASTS } from '@shared/reviews';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

const owned = api.business.reviews;
export type OwnerReviewPage = InferResponseType<typeof owned.$get, 200>;
export type OwnerReview = OwnerReviewPage['reviews'][number];
/** The admins' two lists: reports waiting for a decision, and the reviews the rating leaves out. */
export type AdminReviewList = 'reported' | 'uncounted';
type AdminReviews = InferResponseType<(typeof api.admin.reviews.reported)['$get'], 200>;
export type AdminReview = AdminReviews['reviews'][number];

const OWNER_KEY = ['reviews'] as const;
const ADMIN_KEY = ['admin', 'reviews'] as const;

/** The server's own words for a refusal; the general line otherwise. */
export function reasonOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

/** The owner's reviews, newest first, each next page after the last review shown. */
export function useOwnerReviews() {
  return useInfiniteQuery({
    queryKey: OWNER_KEY,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      readJson<OwnerReviewPage>(await owned.$get({ query: { cursor: pageParam } })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export type OwnerAction =
  | { kind: 'reply'; id: string; reply: string }
  | { kind: 'removeReply'; id: string }
  | { kind: 'report'; id: string; reason: string };

export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: OwnerAction) => {
      const route = owned[':reviewId'];
      const param = { reviewId: action.id };
      const response =
        action.kind === 'reply'
          ? await route.reply.$put({ param, json: { reply: action.reply } })
          : action.kind === 'removeReply'
            ? await route.reply.$delete({ param })
            : await route.report.$post({ param, json: { reason: action.reason } });
      return readJson<{ review: OwnerReview }>(response);
    },
    onSuccess: (_answer, action) =>
      toast.success(
        action.kind === 'reply'
          ? REVIEW_TOASTS.replySaved
          : action.kind === 'removeReply'
            ? REVIEW_TOASTS.replyRemoved
            : REVIEW_TOASTS.reported,
      ),
    onError: (error) => toast.error(reasonOr(error, REVIEW_TOASTS.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWNER_KEY }),
  });
}

export function useAdminReviews(list: AdminReviewList) {
  return useQuery({
    queryKey: [...ADMIN_KEY, list],
    queryFn: async () => readJson<AdminReviews>(await api.admin.reviews[list].$get()),
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: string; decision: 'hide' | 'keep' }) => {
      const route = api.admin.reviews[':reviewId'];
      const param = { reviewId: id };
      return readJson(
        decision === 'hide' ? await route.hide.$post({ param }) : await route.keep.$post({ param }),
      );
    },
    onSuccess: (_answer, { decision }) =>
      toast.success(decision === 'hide' ? REVIEW_TOASTS.hidden : REVIEW_TOASTS.kept),
    onError: (error) => toast.error(reasonOr(error, REVIEW_TOASTS.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
