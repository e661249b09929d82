import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { NewApiKeyInput } from '@shared/api-keys';
import { api } from '../../lib/api';
import { readJson } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { developersText as t } from './messages/developers-screens';

const keysRoute = api.business['api-keys'];

export type ApiKeyList = InferResponseType<typeof keysRoute.$get, 200>;
export type ApiKey = ApiKeyList['keys'][number];
/** A key just made: its listing, and the whole secret, which no later answer repeats. */
export type MadeApiKey = InferResponseType<typeof keysRoute.$post, 201>;

export const API_KEYS_KEY = ['api-keys'] as const;

/** The business's keys that are not revoked, newest first; an expired one stays until revoked. */
export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: async () => readJson<ApiKeyList>(await keysRoute.$get()),
    // a key's last use moves while the owner is away: read again on each visit
    staleTime: 0,
  });
}

/** Keeps the cached list in step with a key made or revoked, or reads it again after a refusal. */
function useKeyWriter() {
  const queryClient = useQueryClient();
  const change = (update: (keys: ApiKey[]) => ApiKey[]) =>
    queryClient.setQueryData<ApiKeyList>(API_KEYS_KEY, (list) =>
      list ? { keys: update(list.keys) } : list,
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
  return { change, refresh };
}

/** A new key; its secret is in the answer, and only there. */
export function useNewApiKey() {
  const keys = useKeyWriter();
  return useMutation({
    mutationFn: async (input: NewApiKeyInput) =>
      readJson<MadeApiKey>(await keysRoute.$post({ json: input })),
    onSuccess: (made) => keys.change((list) => [made.key, ...list]),
    onError: () => void keys.refresh(),
  });
}

/** Revokes a key for good: every request made with it is refused from then on. */
export function useRevokeApiKey() {
  const keys = useKeyWriter();
  return useMutation({
    mutationFn: async (key: ApiKey) => {
      const response = await keysRoute[':apiKeyId'].$delete({ param: { apiKeyId: key.id } });
      // 204 has no body; readJson is only asked to throw the server's refusal
      if (!response.ok) await readJson<never>(response);
      return key;
    },
    // said here, not by the row's button: the row, and the button with it, is gone once the list changes
    onSuccess: (key) => {
      keys.change((list) => list.filter((item) => item.id !== key.id));
      toast.success(t('revoke.done', { name: key.name }));
    },
    // revoked from another tab answers 404: the list is read again to show it gone
    onError: () => void keys.refresh(),
  });
}
