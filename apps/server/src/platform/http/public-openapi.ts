import { API_TAGS } from '@datadeck/contracts';

/** An OpenAPI 3.1 document as JSON: only the parts this file reads are typed. */
interface OpenApiDocument {
  info?: Record<string, unknown>;
  tags?: { name: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const PUBLIC_TAG = 'public' satisfies keyof typeof API_TAGS;

const tagsOf = (operation: unknown): unknown[] =>
  typeof operation === 'object' && operation !== null && 'tags' in operation && Array.isArray(operation.tags)
    ? operation.tags
    : [];

/** The names of the component schemas a value refers to, transitively through the schemas. */
function referencedSchemas(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !found.has(name)) {
        found.add(name);
        pending.push(schemas[name]);
      }
    }
  }
  return found;
}

/** The security schemes the operations name. */
function usedSecuritySchemes(paths: Record<string, Record<string, unknown>>): Set<string> {
  const used = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const security =
        typeof operation === 'object' && operation !== null && 'security' in operation ? operation.security : [];
      for (const requirement of Array.isArray(security) ? security : []) {
        for (const name of Object.keys(requirement as object)) used.add(name);
      }
    }
  }
  return used;
}

/**
 * The document of the public (Instaclustr-compatible) API alone: every operation tagged `public`
 * of the whole document, the component schemas and security schemes they use, and nothing else.
 * Made from the document the routes generate, so it can never say other than they do.
 */
export function publicOpenApiDocument(document: object): OpenApiDocument {
  // A copy as plain JSON: the whole document stays as the swagger plugin keeps it.
  const whole = JSON.parse(JSON.stringify(document)) as OpenApiDocument;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(whole.paths ?? {})) {
    const kept = Object.entries(item).filter(([key, value]) => !METHODS.has(key) || tagsOf(value).includes(PUBLIC_TAG));
    if (kept.some(([key]) => METHODS.has(key))) paths[path] = Object.fromEntries(kept);
  }
  const allSchemas = whole.components?.schemas ?? {};
  const schemaNames = referencedSchemas(paths, allSchemas);
  const schemeNames = usedSecuritySchemes(paths);
  return {
    ...whole,
    info: {
      ...whole.info,
      title: 'Datadeck public API',
      description:
        "Datadeck's Instaclustr-compatible API (Cluster Management API v2 and Monitoring API): HTTP basic " +
        "authentication with a user name and an API key whose type covers the operation; the account is the key's.",
    },
    tags: (whole.tags ?? []).filter((tag) => tag.name === PUBLIC_TAG),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(allSchemas).filter(([name]) => schemaNames.has(name))),
      securitySchemes: Object.fromEntries(
        Object.entries(whole.components?.securitySchemes ?? {}).filter(([name]) => schemeNames.has(name)),
      ),
    },
  };
}
