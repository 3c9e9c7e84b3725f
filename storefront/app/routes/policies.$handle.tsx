import { redirect } from 'react-router';
import type { Route } from './+types/policies.$handle';
import { ContentPageError } from '../components/content/ContentPageError';
import { DocumentPageView } from '../components/content/DocumentPageView';
import { contentNotFound, findPolicy } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { ownRoute, pageStatingPolicy } from '../lib/content/routes';
import { storefrontContext } from '../lib/context';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

/**
 * Shopify's address for a policy (refund, shipping, subscription…); the terms and the privacy
 * policy have routes of their own here and are found there instead, and a refund, shipping or
 * subscription policy the platform does not have leads to the page that states those terms.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const own = ownRoute('policies', params.handle);
  if (own) throw redirect(own, 301);
  const page = await findPolicy(context.get(storefrontContext), params.handle);
  if (page) return { page };
  const statedOn = pageStatingPolicy(params.handle);
  // Temporary: once the owner writes that policy, this address shows it.
  if (statedOn) throw redirect(statedOn, 302);
  contentNotFound();
}

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <DocumentPageView page={loaderData.page} eyebrow="Legal" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
