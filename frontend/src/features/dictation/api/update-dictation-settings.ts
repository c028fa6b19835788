import { updateDictationSettings as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import type { DictationCatalogue } from './get-dictations';
import { dictationKeys } from './query-keys';

export type DictationSettings = z.infer<typeof contract.response>;
type SettingsInput = z.infer<typeof contract.request>;

/** `update_dictation_settings`: the profile's barème and whether the 1990 reformed spellings count as right. */
export function updateDictationSettings(input: SettingsInput): Promise<DictationSettings> {
  return call('update_dictation_settings', input, { showSuccessToast: false, schema: contract.response });
}

/** Shown at once in the catalogue, put back if the server refuses (the API client says why). */
export function useUpdateDictationSettings() {
  const queryClient = useQueryClient();
  const setSettings = (profileId: string, settings: DictationSettings) =>
    queryClient.setQueryData<DictationCatalogue>(dictationKeys.catalogue(profileId), (catalogue) => (catalogue ? { ...catalogue, settings } : catalogue));
  return useMutation({
    mutationFn: updateDictationSettings,
    onMutate: ({ profileId, settings }) => {
      const before = queryClient.getQueryData<DictationCatalogue>(dictationKeys.catalogue(profileId))?.settings;
      setSettings(profileId, settings);
      return { before };
    },
    onError: (_error, { profileId }, context) => {
      if (context?.before) setSettings(profileId, context.before);
    },
    onSuccess: (settings, { profileId }) => setSettings(profileId, settings),
  });
}
