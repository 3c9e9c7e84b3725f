import { Page, renderPage } from './page';

/** GET /: what this server is, for a developer who opens it in a browser. */
export const renderHomePage = (shopName: string): string =>
  renderPage(
    <Page title={`${shopName} · local commerce server`}>
      <h1>{shopName}: local commerce server</h1>
      <p>
        A Shopify-compatible Storefront API for local development:{' '}
        <code>POST /api/2026-04/graphql.json</code>.
      </p>
    </Page>,
  );
