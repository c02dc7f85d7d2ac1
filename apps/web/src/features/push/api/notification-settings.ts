import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@bbt/domain';
import { api } from '../../../lib/api-client';

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['notifications', 'settings'] as const;

/** The member's notification settings (decision 0062). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await api.get('/api/notifications/settings', { signal })).settings,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      (await api.put('/api/notifications/settings', { body: settings })).settings,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, saved),
  });
}
