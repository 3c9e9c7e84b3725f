import { createContext } from 'react-router';
import type { ShopifyClient } from './shopify';

/**
 * Per-request values the server puts in React Router's context (server/app.ts) for loaders,
 * actions and middleware: `context.get(storefrontContext)`.
 */
export const storefrontContext = createContext<ShopifyClient>();
