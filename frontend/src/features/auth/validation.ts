import * as z from 'zod';

const emailSchema = z.email();
/** Seed §9: one-time codes have 6 digits. */
const codeSchema = z.string().regex(/^\d{6}$/);

export const isEmail = (value: string) => emailSchema.safeParse(value.trim()).success;
export const isCode = (value: string) => codeSchema.safeParse(value.trim()).success;
