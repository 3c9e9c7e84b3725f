import type { GraphQLFormattedError } from 'graphql';

/** Which of the platform's interfaces a failed call went to. */
export type PlatformApi =
  | 'storefront'
  | 'admin'
  | 'customer-account'
  /** The sign-in endpoints: OpenID discovery, the token endpoint, revocation. */
  | 'customer-account-auth';

export type PlatformErrorKind =
  /** The platform could not be reached (DNS, refused connection, reset…). */
  | 'network'
  /** It did not answer before the upstream deadline (UPSTREAM_TIMEOUT_MS). */
  | 'timeout'
  /** It answered 401: the credentials (a customer's token, an app token) are not good. */
  | 'unauthorized'
  /** It answered with another status outside 200-299. */
  | 'http'
  /** It answered a GraphQL `errors` field, or an OAuth error. */
  | 'graphql'
  /** It answered something that is not what the protocol promises. */
  | 'invalid-response';

export interface PlatformErrorDetails {
  api: PlatformApi;
  kind: PlatformErrorKind;
  status?: number | undefined;
  errors?: readonly GraphQLFormattedError[];
  operationName?: string | undefined;
  cause?: unknown;
}

/**
 * Every failed call to the platform, whichever API it went to. The message names the API and
 * the operation, never a token or a customer's data.
 */
export class PlatformError extends Error {
  override name = 'PlatformError';
  readonly api: PlatformApi;
  readonly kind: PlatformErrorKind;
  readonly status: number | undefined;
  readonly errors: readonly GraphQLFormattedError[];
  readonly operationName: string | undefined;

  constructor(message: string, details: PlatformErrorDetails) {
    super(message, { cause: details.cause });
    this.api = details.api;
    this.kind = details.kind;
    this.status = details.status;
    this.errors = details.errors ?? [];
    this.operationName = details.operationName;
  }
}
