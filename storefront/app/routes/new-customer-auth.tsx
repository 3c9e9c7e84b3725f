import { useState } from 'react';
import type { Route } from './+types/new-customer-auth';
import styles from './new-customer-auth.module.css';
import { Button } from '../components/ui/Button';
import { getConfig, isLocalStore } from '../lib/config.server';
import { privatePageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'Customer accounts', 'How customer sign-in works on this store.');
}

/** Public values only: the store's address and its shop id. */
export function loader() {
  const config = getConfig();
  return {
    storeDomain: config.storeDomain,
    shopId: config.shopId ?? null,
    adminSettingsUrl: adminSettingsUrl(config.storeDomain),
  };
}

/**
 * Where the shop owner manages customer accounts: Shopify's admin for the store, or the local
 * commerce server's own customers page (it has no settings of its own).
 */
function adminSettingsUrl(storeDomain: string): string {
  if (isLocalStore(storeDomain)) return new URL('/admin/customers', storeDomain).href;
  const host = new URL(storeDomain).hostname;
  if (!host.endsWith('.myshopify.com')) return 'https://admin.shopify.com/';
  const shopHandle = host.slice(0, -'.myshopify.com'.length);
  return `https://admin.shopify.com/store/${shopHandle}/settings/customer_accounts`;
}

const OPTIONS = [
  {
    title: 'Customer Account API (what this store uses)',
    text: 'Shoppers press Sign in / Create account and land on the hosted page, which emails a 6-digit code. The storefront completes an OAuth 2.0 authorization with PKCE and keeps the session in an encrypted cookie.',
  },
  {
    title: 'Password accounts through the Storefront API',
    text: 'The classic email and password accounts (customerCreate and customerAccessTokenCreate). This store keeps them working for shoppers who registered with a password.',
  },
  {
    title: "Shopify's hosted account pages",
    text: 'Link straight to the account pages Shopify hosts for the shop. Nothing to build, but shoppers leave the storefront to see their orders.',
  },
];

/** How sign-in works here. */
export default function NewCustomerAuth({ loaderData }: Route.ComponentProps) {
  const { storeDomain, shopId, adminSettingsUrl } = loaderData;
  const [missingShopId, setMissingShopId] = useState(false);

  function openHostedLogin() {
    if (!shopId) {
      setMissingShopId(true);
      window.alert('Shop ID not found');
      return;
    }
    window.open(`https://shopify.com/${encodeURIComponent(shopId)}/account`, '_blank', 'noopener');
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className="eyebrow">Customer accounts</p>
        <h1 className={styles.title}>Passwordless sign-in</h1>
        <p className={styles.intro}>
          The store&apos;s hosted platform signs customers in without a password: they enter their
          email, receive a 6-digit code and are signed in through an OAuth 2.0 authorization.
        </p>
      </header>
      <section className={styles.card} aria-labelledby="store-heading">
        <h2 id="store-heading" className={styles.cardTitle}>
          This store
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>Store domain</dt>
            <dd>{storeDomain}</dd>
          </div>
          <div>
            <dt>Shop ID</dt>
            <dd>{shopId ?? 'Not configured'}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button onClick={openHostedLogin}>Open hosted login page</Button>
          {/* A button like its neighbour: both open the platform in a new tab. */}
          <Button
            variant="secondary"
            onClick={() => window.open(adminSettingsUrl, '_blank', 'noopener,noreferrer')}
          >
            Open customer account settings in admin
          </Button>
        </div>
        {missingShopId ? (
          <p className={styles.alert} role="alert">
            Shop ID not found
          </p>
        ) : null}
      </section>
      <section aria-labelledby="options-heading" className={styles.options}>
        <h2 id="options-heading" className={styles.cardTitle}>
          Three ways to implement customer accounts
        </h2>
        <ol className={styles.optionList}>
          {OPTIONS.map((option) => (
            <li key={option.title} className={styles.option}>
              <h3 className={styles.optionTitle}>{option.title}</h3>
              <p className={styles.optionText}>{option.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
