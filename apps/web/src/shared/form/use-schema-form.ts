import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { lazyModule, whenIdle } from '../lazy/lazy-module.ts';

export type SchemaFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
>;

/**
 * The form's schema, or how to load it. A page of a first load (sign-in) passes a loader, so zod
 * and the contracts' schemas arrive after the page has painted rather than before it; any other
 * page may pass the schema itself.
 */
export type SchemaSource<Input extends FieldValues, Output> =
  | z.ZodType<Output, Input>
  | (() => Promise<z.ZodType<Output, Input>>);

/** The zod resolver (zod's core with it) loads once, with the first form that needs it. */
const zodResolverModule = lazyModule(() => import('@hookform/resolvers/zod'));

interface LazyResolver<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** Fetches what checking needs, ahead of the first check. */
  prefetch: () => Promise<unknown>;
}

function lazyResolver<Input extends FieldValues, Output>(
  source: SchemaSource<Input, Output>,
): LazyResolver<Input, Output> {
  const schema = typeof source === 'function' ? lazyModule(source) : lazyModule(async () => source);
  const prefetch = () => Promise.all([zodResolverModule.load(), schema.load()]);
  return {
    prefetch,
    resolver: async (values, context, options) => {
      const [{ zodResolver }, loaded] = await prefetch();
      return zodResolver(loaded)(values, context, options);
    },
  };
}

/**
 * A react-hook-form form checked by a zod schema (the contracts' body schema, or one built from
 * it), so the browser shows the messages the server would answer with. The fields hold the
 * schema's input; the submit handler receives its output. What checking needs is fetched when
 * the browser is next idle, so the first submission does not wait for it.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  source: SchemaSource<Input, Output>,
  options: SchemaFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  // A schema built per render (the wizard's, by step) checks with the latest; a loader should be
  // declared once, outside the component, so its schema is fetched once.
  const { resolver, prefetch } = useMemo(() => lazyResolver(source), [source]);
  // A failed fetch here is tried again by the first check, which reports it.
  useEffect(() => whenIdle(() => void prefetch().catch(() => undefined)), [prefetch]);
  return useForm<Input, unknown, Output>({ ...options, resolver });
}
