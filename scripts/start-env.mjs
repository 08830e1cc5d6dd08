/**
 * What `npm start` hands the payment provider sandbox beside the console: the console's port.
 * Without PUBLIC_URL the console is reached at localhost or 127.0.0.1 on that port, and the
 * sandbox lets only the console's origins frame its card fields and send its analytics.
 * Plain JavaScript, as start.mjs is, so it runs before anything is built (types: start-env.d.mts).
 *
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function sandboxEnv(env) {
  return { ...env, CONSOLE_PORT: env.CONSOLE_PORT ?? env.PORT ?? '' };
}
