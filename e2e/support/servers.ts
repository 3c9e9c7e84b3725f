/** Ports of the servers the browser tests start, away from the ones `npm start` uses. */
export const ports = {
  commerce: Number(process.env.E2E_COMMERCE_PORT ?? 4101),
  storefront: Number(process.env.E2E_STOREFRONT_PORT ?? 3101),
};

export const commerceUrl = `http://localhost:${ports.commerce}`;
export const storefrontUrl = `http://localhost:${ports.storefront}`;

/** The flags this workplace's Chromium needs (no sandbox as root, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
