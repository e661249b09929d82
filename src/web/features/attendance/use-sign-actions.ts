import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTENDANCE_MESSAGES } from '@shared/attendance';
import { api } from '../../lib/api';
import { ApiRequestError, readJson } from '../../lib/api-error';
import { enqueue } from '../../lib/offline/attendance-queue';
import { toast } from '../../lib/toast';
import { deviceUuid } from './device-id';
import { currentPosition } from './geolocation';
import { ATTENDANCE_KEY, useRefreshQueue } from './use-attendance';

type Outcome = 'saved' | 'queued';

/** A request that never reached the server: no connection, or the connection dropped. */
function isConnectionFailure(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

function isDuplicate(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.code === 'duplicate_sign_in' || error.message.includes('Duplicate sign-in'))
  );
}

function useSettle() {
  const queryClient = useQueryClient();
  const refreshQueue = useRefreshQueue();
  return async (outcome: Outcome) => {
    if (outcome === 'queued') await refreshQueue();
    else await queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
  };
}

/**
 * Signs a staff member in: straight to the server when online, else (or when the request cannot get
 * through) into the device's queue with an id and time made here, so a later sync stores it once.
 */
export function useSignIn(ownerId: string) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    // decide online/offline here rather than letting the query library hold the request
    networkMode: 'always',
    mutationFn: async ({
      staffId,
      notes,
    }: {
      staffId: string;
      notes: string;
    }): Promise<Outcome> => {
      const geolocation = await currentPosition();
      const id = deviceUuid();
      const queue = async () => {
        const signInTime = new Date().toISOString();
        const payload = { id, staffId, notes: notes || null, geolocation, signInTime };
        await enqueue({ type: 'sign-in', id, ownerId, payload });
        return 'queued' as const;
      };
      if (!navigator.onLine) return queue();
      try {
        const json = { id, staffId, notes: notes || null, geolocation };
        await readJson(await api.attendance.$post({ json }));
        return 'saved';
      } catch (error) {
        if (isConnectionFailure(error)) return queue();
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      await settle(outcome);
      toast.success(
        outcome === 'saved' ? ATTENDANCE_MESSAGES.signedIn : ATTENDANCE_MESSAGES.savedOffline,
      );
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) return;
      if (isDuplicate(error)) {
        toast.error(ATTENDANCE_MESSAGES.duplicateToast);
        // signed in from another device: show what the server has
        void queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
      } else {
        toast.error(ATTENDANCE_MESSAGES.submitFailed(error.message));
      }
    },
  });
}

/**
 * Signs a record out. A record still waiting in the queue is signed out in the queue too, after its
 * sign-in, so the two reach the server in order.
 */
export function useSignOut(ownerId: string, { onQueued }: { onQueued: () => void }) {
  const settle = useSettle();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      recordId,
      notes,
      isQueued,
    }: {
      recordId: string;
      notes: string;
      isQueued: boolean;
    }): Promise<Outcome> => {
      const queue = async () => {
        const payload = { signOutTime: new Date().toISOString(), notes: notes || null };
        await enqueue({ type: 'sign-out', id: recordId, ownerId, payload });
        return 'queued' as const;
      };
      if (isQueued || !navigator.onLine) return queue();
      try {
        const response = await api.attendance[':attendanceId']['sign-out'].$post({
          param: { attendanceId: recordId },
          json: { notes: notes || null },
        });
        await readJson(response);
        return 'saved';
      } catch (error) {
        if (isConnectionFailure(error)) return queue();
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      await settle(outcome);
      if (outcome === 'saved') {
        toast.success(ATTENDANCE_MESSAGES.signedOut);
        return;
      }
      toast.success(ATTENDANCE_MESSAGES.savedOffline);
      if (navigator.onLine) onQueued();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401) return;
      toast.error(ATTENDANCE_MESSAGES.signOutFailed);
    },
  });
}
