// The console's pages forbid eval (Content-Security-Policy script-src 'self'), so zod must neither
// compile its parsers with `new Function` nor probe whether it may: the browser reports even the
// caught probe as a policy violation. Zod reads this setting as it loads and decides when a schema
// is built; the contracts build theirs as their modules load, before any code of main.tsx could
// run. So it is a classic script, which runs as the page is parsed, before any module script.
// oxlint-disable-next-line no-underscore-dangle -- the name is zod's, where it reads its configuration
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
