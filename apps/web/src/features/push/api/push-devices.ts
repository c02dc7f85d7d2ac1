import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PUSH_DEVICES_QUERY_KEY = ['push', 'devices'] as const;

export type PushDevice = Awaited<ReturnType<typeof getPushDevices>>[number];

/** The member's own push devices (decision 0055). */
export async function getPushDevices(signal?: AbortSignal) {
  const { devices } = await api.get('/api/push/subscriptions', { signal });
  return devices;
}

/** The server's VAPID public key; null when push is off on this server. */
export async function getPushKey(signal?: AbortSignal): Promise<string | null> {
  const { publicKey } = await api.get('/api/push/key', { signal });
  return publicKey;
}

export function usePushDevices(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: PUSH_DEVICES_QUERY_KEY,
      queryFn: ({ signal }) => getPushDevices(signal),
      enabled,
    }),
  );
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: PushDevice) =>
      api.delete('/api/push/subscriptions/{id}', { params: { id: device.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY }),
  });
}
