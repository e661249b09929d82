import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { CLIENT_TOASTS, type ClientValues } from '@shared/clients';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type ClientList = InferResponseType<typeof api.clients.$get, 200>;
export type ClientSummary = ClientList['clients'][number];
export type ClientPage = InferResponseType<(typeof api.clients)[':clientId']['$get'], 200>;
export type HistoryItem = ClientPage['history'][number];
type SavedClient = InferResponseType<typeof api.clients.$post, 201>['client'];

export const CLIENTS_KEY = ['clients'] as const;

export function useClientList({ q, page }: { q: string; page: number }) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'list', { q, page }],
    queryFn: async () =>
      readJson<ClientList>(await api.clients.$get({ query: { q: q || undefined, page } })),
    // the grid stays while the next search or page loads, instead of flashing placeholders
    placeholderData: keepPreviousData,
  });
}

export function useClientPage(clientId: string) {
  return useQuery({
    queryKey: [...CLIENTS_KEY, 'page', clientId],
    queryFn: async () =>
      readJson<ClientPage>(await api.clients[':clientId'].$get({ param: { clientId } })),
  });
}

/** The spec's access message where the owner check fails, else the server's own words. */
export function reasonOf(error: unknown): string {
  if (isAccessDenied(error)) return CLIENT_TOASTS.accessDenied;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** No business of one's own to manage clients for (or, one day, a role that may not). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 403 || error.code === 'no_business');
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ClientValues }) => {
      const response = id
        ? await api.clients[':clientId'].$put({ param: { clientId: id }, json: input })
        : await api.clients.$post({ json: input });
      return (await readJson<{ client: SavedClient }>(response)).client;
    },
    onSuccess: async (_client, { id }) => {
      toast.success(id ? CLIENT_TOASTS.updated : CLIENT_TOASTS.added);
      // the figures and the list's order come from the server: fetch them again
      await queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    },
    onError: (error) =>
      toast.error(
        isAccessDenied(error)
          ? CLIENT_TOASTS.accessDenied
          : CLIENT_TOASTS.saveFailed(reasonOf(error)),
      ),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson<{ message: string }>(
        await api.clients[':clientId'].$delete({ param: { clientId: id } }),
      ),
    onSuccess: async (_answer, id) => {
      toast.success(CLIENT_TOASTS.deleted);
      queryClient.removeQueries({ queryKey: [...CLIENTS_KEY, 'page', id] });
      await queryClient.invalidateQueries({ queryKey: CLIENTS_KEY });
    },
    onError: (error) => toast.error(CLIENT_TOASTS.deleteFailed(reasonOf(error))),
  });
}
