import './styles/tokens.css';
import './styles/base.css';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { CartDrawerOnDemand } from './components/cart/CartDrawerOnDemand';
import './components/consent/consent.css';
import { consentBannerContext } from './components/consent/consent-banner.server';
import { Footer } from './components/layout/Footer';
import { Header } from './components/layout/Header';
import { ButtonLink } from './components/ui/Button';
import { ToastProvider } from './components/ui/Toast';
import { CartProvider } from './lib/cart/CartProvider';
import { useNonce } from './lib/csp-nonce';
import { DISPLAY_FONT_SCRIPT } from './lib/fonts';
import { THEME_SCRIPT } from './lib/theme';
import { getConfig } from './lib/config.server';
import { DEFAULT_THEME, FOOTER_END_ID } from './lib/constants';
import { storedToken } from './lib/api-client';
import { fetchSignedInProfile } from './lib/auth/client';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from './lib/early-clicks';
import { scrollRestorationKey } from './lib/scroll-restoration-key';
import { loadShopLayout } from './lib/content/load.server';
import { loadConsentBannerText } from './lib/content/consent-banner.server';
import { storefrontContext } from './lib/context';
import { pageMeta } from './lib/meta';
import { ShopifyAnalytics } from './lib/analytics/ShopifyAnalytics';
import { shopAnalytics } from './lib/analytics/shop-analytics';
import { pageConsent } from './lib/consent/consent.server';
import { useFocusHeadingOnNavigation } from './lib/useFocusHeadingOnNavigation';
import { currentPageUrl } from './lib/page-url';
import type { PublicStorefrontConfig } from './lib/shopify';
import styles from './root.module.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/brand/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The shop's name, contact details and menus (the frame of every page), and what the browser
 * needs to reach the Storefront API itself (the cart): public values only, built field by field
 * so nothing private can ride along.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const config = getConfig();
  const storefront: PublicStorefrontConfig = {
    storeDomain: config.storeDomain,
    publicAccessToken: config.storefrontApiToken,
    apiVersion: config.storefrontApiVersion,
    storefrontId: config.storefrontId,
    i18n: { country: config.countryCode, language: config.languageCode },
  };
  const [layout, { analytics, banner }] = await Promise.all([
    // The shop's own links may be absolute on the platform's domain or on this site's.
    loadShopLayout(context.get(storefrontContext), [config.storeDomain, currentPageUrl().origin]),
    // Whether analytics may run for this visitor, and whether they still have to choose.
    pageConsent(request),
  ]);
  // The banner is added to the document by entry.server, outside what React renders; its words
  // load while the page renders.
  if (banner) {
    context.set(consentBannerContext, loadConsentBannerText(context.get(storefrontContext)));
  }
  const consent = { analyticsAllowed: analytics };
  return { storefront, layout, consent, analytics: shopAnalytics(config, layout) };
}

export function Layout({ children }: { children: ReactNode }) {
  // Absent only if the root loader itself failed; the cart then stays empty.
  const rootData = useRouteLoaderData<typeof loader>('root');
  const storefront = rootData?.storefront;
  const layout = rootData?.layout ?? null;
  // The request's CSP nonce on the server (inline scripts need it); undefined in the browser.
  const nonce = useNonce();
  // Layout's effects run after every child's: the page is hydrated and its handlers are live.
  useEffect(replayEarlyClicks, []);
  // On start, a stored sign-in token is checked with the server; a refused one is removed.
  useEffect(() => {
    if (storedToken()) void fetchSignedInProfile();
  }, []);
  return (
    // The theme script sets data-theme before hydration; React must not "correct" it.
    <html
      lang="en"
      data-theme={DEFAULT_THEME}
      // The public origin page meta is built on (page-url.ts), for the browser's renders.
      data-site-origin={currentPageUrl().origin}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The storefront's only inline script: sets `data-theme` before the first paint, brings in
            the display font right after it (lib/fonts.ts) and holds button presses made before
            hydration (lib/early-clicks.ts). */}
        <script
          nonce={nonce}
          // The browser hides a nonce from the DOM once parsed, and the client renders none.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `${THEME_SCRIPT};${DISPLAY_FONT_SCRIPT};${EARLY_CLICKS_SCRIPT}`,
          }}
        />
        {/* The first frame waits until the page is parsed to the end of its footer, so the browser
            lays the page out and paints it once rather than a header alone, or a footer part-built,
            and then again. The document is sent whole (entry.server.tsx), so the wait is the
            parse, not the network. */}
        <link rel="expect" href={`#${FOOTER_END_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <ToastProvider>
          <CartProvider storefront={storefront}>
            <Header layout={layout} />
            <main id="main" tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <Footer layout={layout} />
            <CartDrawerOnDemand />
            {rootData ? (
              <ShopifyAnalytics
                shop={rootData.analytics}
                enabled={rootData.consent.analyticsAllowed}
              />
            ) : null}
          </CartProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} getKey={scrollRestorationKey} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}

export function meta({ error, matches }: Route.MetaArgs) {
  return error
    ? pageMeta(matches, {
        title: 'Something went wrong',
        description: 'An unexpected error occurred.',
      })
    : [];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = 'Something went wrong on our side. Please try again in a moment.';
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || 'Error'}`;
  } else if (import.meta.env.DEV && error instanceof Error) {
    // Stack traces only in development; production shoppers get the generic text.
    detail = error.message;
    stack = error.stack;
  }
  return (
    <section className={`container ${styles.errorPage}`}>
      <h1 className={styles.errorHeading}>Unexpected Application Error!</h1>
      <p className={styles.errorDetail}>{detail}</p>
      {stack ? <pre className={styles.stack}>{stack}</pre> : null}
      <ButtonLink to="/" reloadDocument>
        Return to Home
      </ButtonLink>
    </section>
  );
}
