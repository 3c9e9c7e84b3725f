import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * The request's Content-Security-Policy nonce (server/security-headers.ts). The server puts it
 * in React Router's context for entry.server, which hands it to React through NonceProvider so
 * that root.tsx can put it on every inline script. In the browser there is none: scripts added
 * after hydration come from this origin.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

const NonceContext = createReactContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
