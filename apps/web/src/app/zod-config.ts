/**
 * zod probes for eval (new Function) to compile faster parsers; the page's Content-Security-Policy
 * forbids eval, and even a refused, caught probe is reported as a violation. zod keeps its global
 * settings in `globalThis.__zod_globalConfig` (shared by every copy of zod), so `jitless` is set
 * there before zod loads: with the first form, after the landing page, which does not load zod at
 * all. Importing zod here to call `config()` would put it on every page. zod-config.test.ts checks
 * that zod still reads the setting.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
