import type { SystemConfiguration } from '@plume/shared/settings';

/** The fields the configuration page edits. */
const editedFields = ['maintenanceMode', 'maintenanceMessage', 'coins', 'quiz', 'battle', 'customLanguageOffered'] as const;

/**
 * The sections an admin changed, each whole: the update contract replaces a top-level section, it does not merge
 * inside one. Nothing for what is as stored, so a save touches only what the admin changed.
 */
export function changedSections(stored: SystemConfiguration, draft: SystemConfiguration): Partial<SystemConfiguration> {
  return Object.fromEntries(editedFields.filter((key) => JSON.stringify(stored[key]) !== JSON.stringify(draft[key])).map((key) => [key, draft[key]]));
}
