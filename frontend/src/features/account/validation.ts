import { createProfileRequestSchema } from '@plume/shared/account';

const { name: nameSchema, pin: pinSchema } = createProfileRequestSchema.shape;

/** The server's own rules (shared schema), checked before sending so mistakes are explained beside the field. */
export const isProfileName = (value: string) => nameSchema.safeParse(value).success;
export const isPin = (value: string) => pinSchema.unwrap().safeParse(value).success;
