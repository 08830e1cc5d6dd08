/**
 * What `npm start` hands the payment provider sandbox beside the console: the console's port.
 * Without PUBLIC_URL the console is reached at localhost or 127.0.0.1 on that port, and the
 * sandbox lets only the console's origins frame its card fields and send its analytics.
 * TypeScript that Node runs as is (type stripping), so `npm start` needs no build for it.
 */
export function sandboxEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, CONSOLE_PORT: env.CONSOLE_PORT ?? env.PORT ?? '' };
}
