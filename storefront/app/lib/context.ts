import { createContext } from 'react-router';
import type { ShopifyClient } from './shopify';

/**
 * Per-request values the server puts in React Router's context (server/app.ts) for loaders,
 * actions and middleware: `context.get(storefrontContext)`.
 */
export const storefrontContext = createContext<ShopifyClient>();

/**
 * The client's IP address as Express sees it (`req.ip`; honours X-Forwarded-For only when
 * TRUST_PROXY is set), for per-IP rate limits.
 */
export const clientIpContext = createContext<string>('unknown');
