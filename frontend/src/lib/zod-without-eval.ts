/**
 * Zod compiles fast object parsers with `new Function` unless told not to; the site's Content-Security-Policy allows
 * no eval, and even Zod's probe for it is reported as a violation. Zod reads this global configuration object when
 * it loads (later, with the pages that check data with a schema), so it is set first, without importing Zod here.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
