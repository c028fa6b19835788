import { badgeTypes } from '@plume/shared/badges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';
import { badgeKeys } from './query-keys';

const badgeSchema = z.object({
  type: z.enum(badgeTypes),
  status: z.enum(['locked', 'unlocked']),
  unlockedAt: z.string().optional(),
  progress: z.object({ current: z.number(), target: z.number() }),
});
export type ProfileBadge = z.infer<typeof badgeSchema>;
const badgesSchema = z.object({ badges: z.array(badgeSchema) });

/** `get_badges`: the fifteen badges of a profile, unlocked or with their progress. */
export function getBadges(input: { profileId: string }): Promise<ProfileBadge[]> {
  return apiCall({ path: 'get_badges', data: input, showSuccessToast: false, schema: badgesSchema }).then(({ badges }) => badges);
}

export const badgesQueryOptions = (profileId: string) => queryOptions({ queryKey: badgeKeys.list(profileId), queryFn: () => getBadges({ profileId }) });

export const useBadges = (profileId: string) => useQuery(badgesQueryOptions(profileId));
