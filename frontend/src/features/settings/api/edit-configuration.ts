import { systemConfigurationSchema, type SystemConfiguration } from '@plume/shared/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { systemConfigurationKeys } from './query-keys';

/**
 * The whole configuration, as an admin edits it: read by POST, which the edge never caches, so the editor starts from
 * the stored values rather than a copy up to two minutes old.
 */
export function getEditableConfiguration(): Promise<SystemConfiguration> {
  return call('get_system_configurations', {}, { auth: false, showSuccessToast: false, schema: systemConfigurationSchema });
}

export const editableConfigurationQueryOptions = () => queryOptions({ queryKey: [...systemConfigurationKeys.all, 'editable'], queryFn: getEditableConfiguration });
export const useEditableConfiguration = () => useQuery(editableConfigurationQueryOptions());

/** `admin/update_system_configurations`: the sections that changed, each whole. */
export function updateConfiguration(patch: Partial<SystemConfiguration>): Promise<SystemConfiguration> {
  return call('admin/update_system_configurations', patch, { schema: systemConfigurationSchema });
}

/** A saved change is what every screen reads next, this one and the shell's (maintenance notice). */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConfiguration, onSuccess: () => queryClient.invalidateQueries({ queryKey: systemConfigurationKeys.all }) });
}
