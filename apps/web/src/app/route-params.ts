import { API_KEY_TYPES, type ApiKeyType, isUsername, isUuid } from '@datadeck/contracts';
import { notFound } from '@tanstack/react-router';

/**
 * One path parameter's rule: the value the route works with, or undefined when the raw value is
 * none (a malformed UUID, an unknown key type). The rules are the contracts' own (isUuid is
 * z.uuid()'s pattern, isUsername usernameSchema's), read without zod: the route table is part of
 * the console's first load.
 */
export type ParamRule<T extends string = string> = (raw: string) => T | undefined;

/** An id the contracts declare as `z.uuid()`. */
export const uuid: ParamRule = (raw) => (isUuid(raw) ? raw : undefined);

/** An API key type of the contracts (`apiKeyTypeSchema`). */
export const apiKeyType: ParamRule<ApiKeyType> = (raw) => API_KEY_TYPES.find((type) => type === raw);

/** A service user's username, trimmed as `usernameSchema` trims it. */
export const username: ParamRule = (raw) => {
  const trimmed = raw.trim();
  return isUsername(trimmed) ? trimmed : undefined;
};

type ParamsOf<R extends Record<string, ParamRule>> = { [K in keyof R]: R[K] extends ParamRule<infer T> ? T : never };

/**
 * A route's path parameters, each by its rule: a value that breaks one is "not found" — the
 * route's not-found page — before anything is asked of the server.
 */
export function paramsOf<R extends Record<string, ParamRule>>(rules: R) {
  return {
    parse: (raw: Record<string, string>): ParamsOf<R> => {
      const params: Record<string, string> = {};
      for (const [name, rule] of Object.entries(rules)) {
        const value = raw[name] === undefined ? undefined : rule(raw[name]);
        if (value === undefined) throw notFound();
        params[name] = value;
      }
      // Each key of `rules` holds the value its rule gave.
      return params as ParamsOf<R>;
    },
    // Every parameter is a string already (the rules check their format, not their type).
    stringify: (params: ParamsOf<R>): ParamsOf<R> => params,
  };
}
