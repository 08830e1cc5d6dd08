// oidc-provider ships no types: the part the test OpenID provider uses.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    redirect_uris: string[];
    grant_types?: string[];
    response_types?: string[];
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?(context: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: { devInteractions?: { enabled: boolean } };
    cookies?: { keys?: string[] };
    /** Lifetimes of the provider's artefacts, in seconds. */
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number): Server;
  }
  export default Provider;
}
