import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NewWebhookEndpointInput, WebhookEndpointChangeInput } from '@shared/webhooks';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';

const hooksRoute = api.business.webhooks;
const oneRoute = hooksRoute[':webhookId'];
const deliveryRoute = oneRoute.deliveries[':deliveryId'];

export type EndpointList = InferResponseType<typeof hooksRoute.$get, 200>;
export type Endpoint = EndpointList['endpoints'][number];
export type DeliveryPage = InferResponseType<typeof oneRoute.deliveries.$get, 200>;
export type Delivery = DeliveryPage['deliveries'][number];
export type DeliveryDetail = InferResponseType<typeof deliveryRoute.$get, 200>;

export const WEBHOOKS_KEY = ['webhooks'] as const;
const deliveriesKey = (endpointId: string) => [...WEBHOOKS_KEY, endpointId, 'deliveries'] as const;
const deliveryKey = (endpointId: string, deliveryId: string) =>
  [...deliveriesKey(endpointId), deliveryId] as const;

/** The business's endpoints, oldest first; whether each is on, and why not. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: async () => readJson<EndpointList>(await hooksRoute.$get()),
    // the sender may switch one off while the owner is away: read again on each visit
    staleTime: 0,
  });
}

/** Keeps the cached list in step with a change, or reads it again after a refusal. */
function useEndpointWriter() {
  const queryClient = useQueryClient();
  const change = (update: (endpoints: Endpoint[]) => Endpoint[]) =>
    queryClient.setQueryData<EndpointList>(WEBHOOKS_KEY, (list) =>
      list ? { endpoints: update(list.endpoints) } : list,
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  return { change, refresh };
}

/** A new endpoint, with the secret its deliveries are signed with. */
export function useNewEndpoint() {
  const endpoints = useEndpointWriter();
  return useMutation({
    mutationFn: async (input: NewWebhookEndpointInput) =>
      readJson<InferResponseType<typeof hooksRoute.$post, 201>>(
        await hooksRoute.$post({ json: input }),
      ),
    onSuccess: (made) => endpoints.change((list) => [...list, made.endpoint]),
    onError: () => void endpoints.refresh(),
  });
}

/** Changes an endpoint's address, note or events, or switches it on or off. */
export function useChangeEndpoint(endpointId: string) {
  const endpoints = useEndpointWriter();
  return useMutation({
    mutationFn: async (input: WebhookEndpointChangeInput) =>
      readJson<{ endpoint: Endpoint }>(
        await oneRoute.$patch({ param: { webhookId: endpointId }, json: input }),
      ),
    onSuccess: ({ endpoint }) =>
      endpoints.change((list) => list.map((item) => (item.id === endpoint.id ? endpoint : item))),
    onError: () => void endpoints.refresh(),
  });
}

export function useRemoveEndpoint(endpointId: string) {
  const endpoints = useEndpointWriter();
  return useMutation({
    mutationFn: async () => {
      const response = await oneRoute.$delete({ param: { webhookId: endpointId } });
      // 204 has no body; readJson is only asked to throw the server's refusal
      if (!response.ok) await readJson<never>(response);
    },
    onSuccess: () => endpoints.change((list) => list.filter((item) => item.id !== endpointId)),
    onError: () => void endpoints.refresh(),
  });
}

const secretKey = (endpointId: string) => [...WEBHOOKS_KEY, endpointId, 'secret'] as const;

/** The secret deliveries are signed with; read only when the owner asks to see it. */
export function useEndpointSecret(endpointId: string, isWanted: boolean) {
  return useQuery({
    queryKey: secretKey(endpointId),
    queryFn: async () =>
      readJson<{ secret: string }>(
        await oneRoute.secret.$get({ param: { webhookId: endpointId } }),
      ),
    enabled: isWanted,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** A new secret; the old one goes on signing beside it for a day. */
export function useRollSecret(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson<{ secret: string }>(
        await oneRoute.secret.$post({ param: { webhookId: endpointId } }),
      ),
    onSuccess: (rolled) => queryClient.setQueryData(secretKey(endpointId), rolled),
  });
}

/** The endpoint's deliveries, newest first, a page at a time. */
export function useDeliveries(endpointId: string) {
  return useInfiniteQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: async ({ pageParam }) =>
      readJson<DeliveryPage>(
        await oneRoute.deliveries.$get({
          param: { webhookId: endpointId },
          query: pageParam ? { before: pageParam } : {},
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** One delivery: the body sent and each try's answer. */
export function useDelivery(endpointId: string, deliveryId: string) {
  return useQuery({
    queryKey: deliveryKey(endpointId, deliveryId),
    queryFn: async () =>
      readJson<DeliveryDetail>(
        await deliveryRoute.$get({ param: { webhookId: endpointId, deliveryId } }),
      ),
    staleTime: 0,
  });
}

/** Sends a delivery again now; the answer is the delivery with the new try on top. */
export function useSendAgain(endpointId: string, deliveryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readJson<DeliveryDetail>(
        await deliveryRoute.send.$post({ param: { webhookId: endpointId, deliveryId } }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(deliveryKey(endpointId, deliveryId), detail);
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId), exact: true });
    },
  });
}
