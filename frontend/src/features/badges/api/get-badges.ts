import { profileBadgesSchema, type ProfileBadge } from '@plume/shared/quiz/play-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { badgeKeys } from './query-keys';

export type { ProfileBadge } from '@plume/shared/quiz/play-requests';

/** `get_badges`: the fifteen badges of a profile, unlocked or with their progress. */
export function getBadges(input: { profileId: string }): Promise<ProfileBadge[]> {
  return call('get_badges', input, { showSuccessToast: false, schema: profileBadgesSchema }).then(({ badges }) => badges);
}

export const badgesQueryOptions = (profileId: string) => queryOptions({ queryKey: badgeKeys.list(profileId), queryFn: () => getBadges({ profileId }) });

export const useBadges = (profileId: string) => useQuery(badgesQueryOptions(profileId));
