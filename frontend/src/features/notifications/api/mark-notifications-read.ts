import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

interface MarkReadInput {
  profileId: string;
  /** Every notification when absent. */
  ids?: string[];
}

/** `mark_notifications_read`: marks some or all of a profile's notifications as read. */
export function markNotificationsRead({ profileId, ids }: MarkReadInput): Promise<unknown> {
  // Marking one notification is a quiet gesture; marking all of them is an action worth confirming.
  return call('mark_notifications_read', ids ? { profileId, ids } : { profileId }, { showSuccessToast: !ids });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (_, { profileId }) => queryClient.invalidateQueries({ queryKey: notificationKeys.profile(profileId) }),
  });
}
