import { z } from 'zod';
import { settingsTypes } from '@plume/shared';
import { defineEvent } from './contract.ts';

/** An administrator changed the public system configuration or a content page. */
export const settingsUpdated = defineEvent(
  'settings.updated',
  z.object({
    scope: z.union([z.literal('system_configurations'), z.enum(settingsTypes)]),
    changedFields: z.array(z.string()),
    updatedBy: z.string().min(1),
    updatedAt: z.string(),
  }),
);

export const eventCatalog = { settingsUpdated } as const;
