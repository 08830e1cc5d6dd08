/** The sandbox's environment under `npm start` (start-env.mjs). */
export function sandboxEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
