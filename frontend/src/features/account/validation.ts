import { createProfileRequestSchema } from '@plume/shared/account';
import { hasForbiddenNameCharacters } from '@plume/shared/names';

const { name: nameSchema, pin: pinSchema } = createProfileRequestSchema.shape;

/** The server's own rules (shared schema), checked before sending so mistakes are explained beside the field. */
export const isProfileName = (value: string) => nameSchema.safeParse(value).success;
export const isPin = (value: string) => pinSchema.unwrap().safeParse(value).success;

/** Which message a name gets: the catalogue's own for forbidden characters, else the field's rule (1 to 30 characters). */
export function nameErrorKey(value: string): 'messages.name_invalid_characters' | 'account.validation.name' | undefined {
  if (hasForbiddenNameCharacters(value)) return 'messages.name_invalid_characters';
  return isProfileName(value) ? undefined : 'account.validation.name';
}
