import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { authKeys } from './query-keys';

/** The federated providers this deployment's user pool is connected to (from `/config.json`). */
export const identityProvidersQueryOptions = () =>
  queryOptions({ queryKey: authKeys.identityProviders, queryFn: async () => (await loadRuntimeConfig()).cognito.identityProviders, staleTime: Infinity });

export function useIdentityProviders() {
  return useQuery(identityProvidersQueryOptions());
}
