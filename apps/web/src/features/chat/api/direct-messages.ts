import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DmPrivacy } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';
import { CHANNELS_QUERY_KEY } from './get-channels';

/** A conversation as its members see it: staff marked, look-alike names flagged (decision 0066). */
export type Conversation = ApiResponse<'/api/conversations/{name}', 'get'>['conversation'];

const CONVERSATION_KEY = ['conversation'] as const;
const DM_SETTINGS_KEY = ['direct-messages', 'settings'] as const;
const DM_COMMUNITY_KEY = ['direct-messages', 'community'] as const;

/** One request for the conversation, shared by its bar and its member panel. */
const conversationQuery = (name: string) =>
  queryOptions({
    queryKey: [...CONVERSATION_KEY, name],
    queryFn: ({ signal }) => api.get('/api/conversations/{name}', { params: { name }, signal }),
  });

export function useConversation(name: string) {
  return useQuery({ ...conversationQuery(name), select: (answer) => answer.conversation });
}

/** The conversation's members for its member panel. */
export function useConversationMembers(name: string) {
  return useQuery({ ...conversationQuery(name), select: (answer) => answer.conversation.members });
}

/**
 * Starts a conversation (or finds the one these members have) and resolves once the channel
 * list holds it, so its page opens with its access known.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (memberIds: string[]) =>
      (await api.post('/api/conversations', { body: { memberIds } })).conversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

/** Reports a conversation: answers the support ticket opened with its quote. */
export function useReportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await api.post('/api/conversations/{name}/report', { params: { name } })).ticket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}

export function useDmSettings() {
  return useQuery({
    queryKey: DM_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get('/api/direct-messages/settings', { signal }),
  });
}

/** Who may write to the member, and their blocks; each answers the settings as they now are. */
export function useDmSettingsChanges() {
  const queryClient = useQueryClient();
  const settled = (settings: ApiResponse<'/api/direct-messages/settings', 'get'>) => {
    queryClient.setQueryData(DM_SETTINGS_KEY, settings);
    void queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CONVERSATION_KEY });
  };
  return {
    privacy: useMutation({
      mutationFn: (privacy: DmPrivacy) =>
        api.put('/api/direct-messages/settings', { body: { privacy } }),
      onSuccess: settled,
    }),
    block: useMutation({
      mutationFn: (userId: string) =>
        api.put('/api/direct-messages/blocks/{userId}', { params: { userId } }),
      onSuccess: settled,
    }),
    unblock: useMutation({
      mutationFn: (userId: string) =>
        api.delete('/api/direct-messages/blocks/{userId}', { params: { userId } }),
      onSuccess: settled,
    }),
  };
}

/** The founder's community switch and the new-account wait. */
export function useDmCommunity(enabled: boolean) {
  return useQuery({
    queryKey: DM_COMMUNITY_KEY,
    queryFn: ({ signal }) => api.get('/api/direct-messages/community', { signal }),
    enabled,
  });
}

export function useChangeDmCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { membersMayMessage: boolean; newAccountHours: number }) =>
      api.put('/api/direct-messages/community', { body }),
    onSuccess: (settings) => queryClient.setQueryData(DM_COMMUNITY_KEY, settings),
  });
}
