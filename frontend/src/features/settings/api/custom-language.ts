import { customLanguageSchema, type CustomLanguageWords } from '@plume/shared/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { loadCatalogueKeys } from '../custom-language-set';
import { systemConfigurationKeys } from './query-keys';

const customLanguageKey = [...systemConfigurationKeys.all, 'custom-language'] as const;

/** The stored set, as an admin edits it: read by POST, which the edge never caches. */
export const customLanguageQueryOptions = () =>
  queryOptions({
    queryKey: customLanguageKey,
    queryFn: () => call('get_custom_language', {}, { auth: false, showSuccessToast: false, schema: customLanguageSchema }),
  });
export const useCustomLanguage = () => useQuery(customLanguageQueryOptions());

/** `admin/update_custom_language`: the whole set, which replaces the stored one; the answer is what is stored now. */
export function useSaveCustomLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (words: CustomLanguageWords) => call('admin/update_custom_language', { words }, { schema: customLanguageSchema }),
    onSuccess: (saved) => queryClient.setQueryData(customLanguageKey, saved),
  });
}

/** The catalogues' keys, read once: the words themselves are already in the app's chunks. */
export const useCatalogueKeys = () => useQuery({ queryKey: ['catalogue-keys'], queryFn: loadCatalogueKeys, staleTime: Infinity, gcTime: Infinity });
