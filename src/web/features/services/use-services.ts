import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { SERVICE_MESSAGES, SERVICE_TOASTS, type ServiceInput } from '@shared/services';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type ServiceView = InferResponseType<typeof api.services.$get, 200>['services'][number];
type ServiceAnswer = { service: ServiceView };

export const SERVICES_KEY = ['services'] as const;

export function useServices() {
  return useQuery({
    queryKey: SERVICES_KEY,
    queryFn: async () => readJson<{ services: ServiceView[] }>(await api.services.$get()),
  });
}

/** The server's message, or the spec's own when the business has gone missing. */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return error.code === 'no_business' ? SERVICE_MESSAGES.noBusiness : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Keeps the cached list in step with what the server answered for one service. */
function useCacheWriter() {
  const queryClient = useQueryClient();
  return {
    put(service: ServiceView) {
      queryClient.setQueryData<{ services: ServiceView[] }>(SERVICES_KEY, (list) => {
        if (!list) return list;
        const others = list.services.filter((item) => item.id !== service.id);
        const isNew = others.length === list.services.length;
        return {
          services: isNew
            ? [service, ...others]
            : list.services.map((item) => (item.id === service.id ? service : item)),
        };
      });
    },
    drop(serviceId: string) {
      queryClient.setQueryData<{ services: ServiceView[] }>(SERVICES_KEY, (list) =>
        list ? { services: list.services.filter((item) => item.id !== serviceId) } : list,
      );
    },
  };
}

export function useSaveService() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: ServiceInput }) => {
      const response = id
        ? await api.services[':serviceId'].$put({ param: { serviceId: id }, json: input })
        : await api.services.$post({ json: input });
      return (await readJson<ServiceAnswer>(response)).service;
    },
    onSuccess: (service, { id }) => {
      cache.put(service);
      toast.success(id ? SERVICE_TOASTS.updated : SERVICE_TOASTS.created);
    },
    onError: (error, { id }) =>
      toast.error(
        id
          ? SERVICE_TOASTS.updateFailed(reasonOf(error))
          : SERVICE_TOASTS.createFailed(reasonOf(error)),
      ),
  });
}

export function useServiceStatus() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) => {
      const response = await api.services[':serviceId'].status.$patch({
        param: { serviceId: id },
        json: { isActive },
      });
      return (await readJson<ServiceAnswer>(response)).service;
    },
    onSuccess: (service) => {
      cache.put(service);
      toast.success(service.isActive ? SERVICE_TOASTS.activated : SERVICE_TOASTS.deactivated);
    },
    onError: () => toast.error(SERVICE_TOASTS.statusFailed),
  });
}

type DeleteAnswer =
  | { outcome: 'deleted'; message: string }
  | { outcome: 'deactivated'; message: string; service: ServiceView };

export function useDeleteService() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson<DeleteAnswer>(
        await api.services[':serviceId'].$delete({ param: { serviceId: id } }),
      ),
    onSuccess: (answer, id) => {
      if (answer.outcome === 'deleted') {
        cache.drop(id);
        toast.success(SERVICE_TOASTS.deleted);
      } else {
        // a service with bookings stays, switched off, so its bookings keep their service
        cache.put(answer.service);
        toast.info(answer.message);
      }
    },
    onError: () => toast.error(SERVICE_TOASTS.deleteFailed),
  });
}

async function postImages(serviceId: string, files: File[]): Promise<ServiceView> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  const response = await fetch(`/api/services/${serviceId}/images`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  return (await readJson<ServiceAnswer>(response)).service;
}

export function useUploadImages() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: ({ serviceId, files }: { serviceId: string; files: File[] }) =>
      postImages(serviceId, files),
    onSuccess: (service, { files }) => {
      cache.put(service);
      toast.success(SERVICE_TOASTS.imagesUploaded(files.length));
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiRequestError
          ? SERVICE_TOASTS.uploadFailed(error.message)
          : SERVICE_TOASTS.uploadImagesFailed,
      ),
  });
}

export function useRemoveImage() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async ({ serviceId, imageId }: { serviceId: string; imageId: string }) => {
      const response = await api.services[':serviceId'].images[':imageId'].$delete({
        param: { serviceId, imageId },
      });
      return (await readJson<ServiceAnswer>(response)).service;
    },
    onSuccess: (service) => {
      cache.put(service);
      toast.success(SERVICE_TOASTS.imageRemoved);
    },
    onError: (error) => toast.error(SERVICE_TOASTS.removeImageFailed(reasonOf(error))),
  });
}
