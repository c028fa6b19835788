import type { SettingsType } from '@plume/shared';

export const contentPageKeys = {
  all: ['content-pages'] as const,
  page: (type: SettingsType) => [...contentPageKeys.all, type] as const,
};
