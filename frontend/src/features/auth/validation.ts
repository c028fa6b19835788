import * as z from 'zod';

const emailSchema = z.email();
/** E.164: a plus sign, the country code and the number, e.g. +33612345678. Spaces and dots typed by people are ignored. */
const phoneSchema = z.string().regex(/^\+[1-9]\d{7,14}$/);
/** Seed §9: one-time codes have 6 digits. */
const codeSchema = z.string().regex(/^\d{6}$/);

export const isEmail = (value: string) => emailSchema.safeParse(value.trim()).success;
export const normalizePhoneNumber = (value: string) => value.replace(/[\s.()-]/g, '');
export const isPhoneNumber = (value: string) => phoneSchema.safeParse(normalizePhoneNumber(value)).success;
export const isCode = (value: string) => codeSchema.safeParse(value.trim()).success;
