import { notFound } from '@tanstack/react-router';
import type { z } from 'zod';

/**
 * A route's path parameters, parsed by the contracts' own schema: an id that is not one (a
 * malformed UUID, an unknown key type) is "not found" — the route's not-found page — before
 * anything is asked of the server.
 */
export function paramsOf<S extends z.ZodObject & z.ZodType<Record<string, string>>>(schema: S) {
  return {
    parse: (raw: Record<string, string>): z.output<S> => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    // Every parameter is a string already (the schemas check their format, not their type).
    stringify: (params: z.output<S>): z.output<S> => params,
  };
}
