import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { ADMIN_TOASTS, type RoleChange } from '@shared/admin';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

const admin = api.admin;
export type BusinessFilters = InferRequestType<typeof admin.businesses.$get>['query'];
export type BusinessPage = InferResponseType<typeof admin.businesses.$get, 200>;
export type AdminBusiness = BusinessPage['businesses'][number];
export type PendingPayouts = InferResponseType<typeof admin.payouts.$get, 200>;
export type EventFilters = Omit<
  InferRequestType<(typeof admin)['security-events']['$get']>['query'],
  'cursor'
>;
export type SecurityEvent = InferResponseType<
  (typeof admin)['security-events']['$get'],
  200
>['events'][number];
export type RoleHolder = InferResponseType<typeof admin.roles.$get, 200>['holders'][number];

export const ADMIN_KEY = ['admin'] as const;

/** The server's own words for a refusal; the toast's general line otherwise. */
export function reasonOr(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

export function useAdminBusinesses(filters: BusinessFilters) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'businesses', filters],
    queryFn: async () => readJson<BusinessPage>(await admin.businesses.$get({ query: filters })),
    placeholderData: keepPreviousData,
  });
}

/** Verify, deactivate or reactivate: the answer is the business as the list shows it. */
export function useBusinessAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'verify'; id: string; isVerified: boolean }
        | { kind: 'deactivate'; id: string; reason: string }
        | { kind: 'reactivate'; id: string },
    ) => {
      const param = { businessId: action.id };
      const route = admin.businesses[':businessId'];
      const response =
        action.kind === 'verify'
          ? await route.verification.$put({ param, json: { isVerified: action.isVerified } })
          : action.kind === 'deactivate'
            ? await route.deactivate.$post({ param, json: { reason: action.reason } })
            : await route.reactivate.$post({ param });
      return readJson<{ business: AdminBusiness }>(response);
    },
    onSuccess: async (_answer, action) => {
      toast.success(
        action.kind === 'verify'
          ? action.isVerified
            ? ADMIN_TOASTS.verified
            : ADMIN_TOASTS.unverified
          : action.kind === 'deactivate'
            ? ADMIN_TOASTS.deactivated
            : ADMIN_TOASTS.reactivated,
      );
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'businesses'] });
    },
    onError: (error, action) =>
      toast.error(
        reasonOr(
          error,
          action.kind === 'verify' ? ADMIN_TOASTS.verifyFailed : ADMIN_TOASTS.statusFailed,
        ),
      ),
  });
}

export function usePendingPayouts() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'payouts'],
    queryFn: async () => readJson<PendingPayouts>(await admin.payouts.$get()),
  });
}

export function useVerifyPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ businessId, version }: { businessId: string; version: string }) =>
      readJson(
        await admin.payouts[':businessId'].verify.$post({
          param: { businessId },
          json: { version },
        }),
      ),
    onSuccess: () => toast.success(ADMIN_TOASTS.payoutsVerified),
    onError: (error) => toast.error(reasonOr(error, ADMIN_TOASTS.payoutsFailed)),
    // verified or changed meanwhile, the list is read again either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'payouts'] }),
  });
}

/** Newest first, a page at a time: each next page continues after the last event shown. */
export function useSecurityEvents(filters: EventFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'security-events', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      try {
        return await readJson<InferResponseType<(typeof admin)['security-events']['$get'], 200>>(
          await admin['security-events'].$get({ query: { ...filters, cursor: pageParam } }),
        );
      } catch (error) {
        toast.error(ADMIN_TOASTS.eventsFailed);
        throw error;
      }
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useRoleHolders() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'roles'],
    queryFn: async () => readJson<{ holders: RoleHolder[] }>(await admin.roles.$get()),
  });
}

export function useRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, isGrant }: { change: RoleChange; isGrant: boolean }) =>
      readJson(
        isGrant
          ? await admin.roles.$post({ json: change })
          : await admin.roles.$delete({ json: change }),
      ),
    onSuccess: async (_answer, { change, isGrant }) => {
      toast.success(
        isGrant ? ADMIN_TOASTS.roleAssigned(change.role) : ADMIN_TOASTS.roleRemoved(change.role),
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
    // the spec's toast; the form shows the server's reason beside it
    onError: (_error, { change, isGrant }) =>
      toast.error(isGrant ? ADMIN_TOASTS.roleFailed(change.role) : ADMIN_TOASTS.removeFailed),
  });
}
