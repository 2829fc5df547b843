/** The little of oidc-provider's API the tests use (the package ships no types; @types/oidc-provider is not installed). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** The storage class oidc-provider uses when no adapter is configured. */
  export function createMemoryAdapter(clockTolerance?: number): new (model: string) => unknown;
}
