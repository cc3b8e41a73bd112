/**
 * The domain's field rules use zod, which probes whether it may compile
 * validators with `new Function` unless told it is jitless. The site's
 * Content-Security-Policy refuses eval, and the browser reports even a caught,
 * refused probe as a policy violation, so zod is told not to try. It shares
 * one configuration object through globalThis, so this works whether zod has
 * loaded yet or not.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodHost.__zod_globalConfig ??= {}).jitless = true;

export {};
