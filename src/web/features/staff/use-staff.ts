import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { STAFF_MESSAGES, type StaffValues } from '@shared/staff';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export type StaffView = InferResponseType<typeof api.staff.$get, 200>['staff'][number];
type StaffList = { staff: StaffView[] };
type DeleteAnswer =
  | { deactivated: false; message: string }
  | { deactivated: true; message: string; member: StaffView };

export const STAFF_KEY = ['staff'] as const;

export function useStaff() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async () => readJson<StaffList>(await api.staff.$get()),
  });
}

/** Keeps the cached list in step with what the server answered for one member. */
function useCacheWriter() {
  const queryClient = useQueryClient();
  const update = (change: (list: StaffView[]) => StaffView[]) =>
    queryClient.setQueryData<StaffList>(STAFF_KEY, (list) =>
      list ? { staff: change(list.staff) } : list,
    );
  return {
    put: (member: StaffView) =>
      update((list) =>
        list.some((item) => item.id === member.id)
          ? list.map((item) => (item.id === member.id ? member : item))
          : [member, ...list],
      ),
    drop: (staffId: string) => update((list) => list.filter((item) => item.id !== staffId)),
  };
}

export function useSaveStaff() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: StaffValues }) => {
      const response = id
        ? await api.staff[':staffId'].$put({ param: { staffId: id }, json: input })
        : await api.staff.$post({ json: input });
      return (await readJson<{ member: StaffView }>(response)).member;
    },
    onSuccess: (member, { id }) => {
      cache.put(member);
      toast.success(id ? STAFF_MESSAGES.updated : STAFF_MESSAGES.added);
    },
    onError: () => toast.error(STAFF_MESSAGES.saveFailed),
  });
}

export function useDeleteStaff() {
  const cache = useCacheWriter();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson<DeleteAnswer>(await api.staff[':staffId'].$delete({ param: { staffId: id } })),
    onSuccess: (answer, id) => {
      if (answer.deactivated) {
        // someone with bookings stays, switched off, so their bookings keep their name
        cache.put(answer.member);
        toast.info(STAFF_MESSAGES.deactivatedInstead);
      } else {
        cache.drop(id);
        toast.success(STAFF_MESSAGES.deleted);
      }
    },
    onError: () => toast.error(STAFF_MESSAGES.deleteFailed),
  });
}
