import { settingsPageSchema, type SettingsPage, type SettingsType } from '@plume/shared/settings';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { cachedForSession } from '@/lib/react-query';
import { contentPageKeys } from './query-keys';

/** About us, terms, privacy…: public pages whose text admins edit (`POST /api/get_settings {type}`). */
export function getContentPage(type: SettingsType): Promise<SettingsPage> {
  return call('get_settings', { type }, { auth: false, showSuccessToast: false, schema: settingsPageSchema });
}

export const contentPageQueryOptions = (type: SettingsType) =>
  queryOptions({ queryKey: contentPageKeys.page(type), queryFn: () => getContentPage(type), ...cachedForSession });

/** The route loader has already fetched the page, so this never suspends in practice. */
export function useContentPage(type: SettingsType) {
  return useSuspenseQuery(contentPageQueryOptions(type));
}
