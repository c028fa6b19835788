import * as z from 'zod';
import { gameModes } from './quiz/game-modes.ts';

/** Content pages served by `POST /api/get_settings {type}`. */
export const settingsTypes = ['about_us', 'privacy_policy', 'terms_conditions', 'contact_us', 'instructions'] as const;
export type SettingsType = (typeof settingsTypes)[number];

export const getSettingsRequestSchema = z.object({ type: z.enum(settingsTypes) });

export const settingsPageSchema = z.object({
  type: z.enum(settingsTypes),
  title: z.string().min(1).max(200),
  body: z.string().max(100_000),
  updatedAt: z.string(),
});
export type SettingsPage = z.infer<typeof settingsPageSchema>;

const languageSchema = z.object({ code: z.string().min(2).max(10), name: z.string().min(1).max(50) });

/** Public runtime configuration read by every client at start (`POST /api/get_system_configurations`). */
export const systemConfigurationSchema = z.object({
  appName: z.string().min(1).max(60),
  maintenanceMode: z.boolean(),
  maintenanceMessage: z.string().max(500),
  defaultLanguage: z.string().min(2).max(10),
  languages: z.array(languageSchema).min(1).max(10),
  coins: z.object({
    signupBonus: z.int().min(0),
    referralBonus: z.int().min(0),
    dailyQuizReward: z.int().min(0),
    minRedeemableCoins: z.int().min(1),
    coinsPerEuro: z.int().min(1),
  }),
  quiz: z.object({
    questionSeconds: z.int().min(5).max(600),
    passPercentage: z.int().min(0).max(100),
    maxCoinsPerLevel: z.int().min(0),
    lifelineCost: z.int().min(0),
    /** Modes an admin switched off: starting one answers 'No quizzes available! Please enable Quiz'. */
    disabledModes: z.array(z.enum(gameModes)).max(gameModes.length).optional(),
  }),
  battle: z.object({
    questionSeconds: z.int().min(5).max(600),
    questionsPerBattle: z.int().min(1).max(50),
    groupMaxPlayers: z.literal(4),
    entryFee: z.int().min(0),
  }),
  payouts: z.object({ minHoursBetweenRequests: z.literal(48), processingWorkingDays: z.string().max(40) }),
  /** Whether the language menu offers the admins' custom translation set (`get_custom_language`); off when absent. */
  customLanguageOffered: z.boolean().optional(),
});
export type SystemConfiguration = z.infer<typeof systemConfigurationSchema>;

/** Partial update accepted from admins; every field keeps its own validation. */
export const updateSystemConfigurationSchema = systemConfigurationSchema.partial().refine(
  (patch) => Object.keys(patch).length > 0,
  { message: 'at least one field' },
);

/** The values a new Plume starts with; admins change them later and a re-seed never overwrites their edits. */
export const defaultSystemConfiguration: SystemConfiguration = {
  appName: 'Plume',
  maintenanceMode: false,
  maintenanceMessage: 'Plume fait peau neuve ! Nous revenons dans quelques minutes.',
  defaultLanguage: 'fr',
  languages: [
    { code: 'fr', name: 'Français' },
    { code: 'en', name: 'English' },
  ],
  coins: { signupBonus: 50, referralBonus: 50, dailyQuizReward: 10, minRedeemableCoins: 5000, coinsPerEuro: 1000 },
  quiz: { questionSeconds: 30, passPercentage: 70, maxCoinsPerLevel: 10, lifelineCost: 5 },
  battle: { questionSeconds: 15, questionsPerBattle: 10, groupMaxPlayers: 4, entryFee: 10 },
  payouts: { minHoursBetweenRequests: 48, processingWorkingDays: '3-5' },
};

/** A custom translation set's limits: what the language menu downloads when someone chooses it stays small. */
export const CUSTOM_LANGUAGE_MAX_KEYS = 5000;
export const CUSTOM_LANGUAGE_MAX_CHARACTERS = 150_000;
export const CUSTOM_LANGUAGE_MAX_VALUE = 2000;
export const CUSTOM_LANGUAGE_MAX_KEY_LENGTH = 200;
/** A catalogue key, its parts joined by dots (`nav.home`, `learnerHome.flashcards.due_one`). */
export const customLanguageKeyPattern = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/**
 * A custom translation set (issue 24): catalogue keys, dotted, each to its text. Offered under the language `custom`;
 * a key it leaves out falls back to English. The browser checks the keys against its catalogues before sending.
 */
export const customLanguageWordsSchema = z
  .record(z.string(), z.string({ error: 'custom_language_value' }).max(CUSTOM_LANGUAGE_MAX_VALUE, 'custom_language_value'))
  // checked on the whole record, so the refusal names its reason (a key's own issue would sit under « invalid key »)
  .refine((words) => Object.keys(words).every((key) => key.length <= CUSTOM_LANGUAGE_MAX_KEY_LENGTH && customLanguageKeyPattern.test(key)), 'custom_language_key')
  .refine((words) => Object.keys(words).length <= CUSTOM_LANGUAGE_MAX_KEYS, 'custom_language_too_large')
  .refine((words) => Object.entries(words).reduce((total, [key, value]) => total + key.length + value.length, 0) <= CUSTOM_LANGUAGE_MAX_CHARACTERS, 'custom_language_too_large')
  // The bounds the refinements enforce, said in the contract's JSON Schema too (endpoints.test.ts reads them there).
  .meta({ maxProperties: CUSTOM_LANGUAGE_MAX_KEYS, propertyNames: { type: 'string', maxLength: CUSTOM_LANGUAGE_MAX_KEY_LENGTH } });
export type CustomLanguageWords = z.infer<typeof customLanguageWordsSchema>;

/** `admin/update_custom_language`: the whole set, which replaces the stored one (`{}` empties it). */
export const updateCustomLanguageRequestSchema = z.object({ words: customLanguageWordsSchema }).strict();

/** `get_custom_language`: the set and when it was last saved (`null`: never). */
export const customLanguageSchema = z.object({ words: customLanguageWordsSchema, updatedAt: z.string().nullable() });
export type CustomLanguage = z.infer<typeof customLanguageSchema>;
