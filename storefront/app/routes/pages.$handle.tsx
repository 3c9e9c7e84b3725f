import { redirect } from 'react-router';
import type { Route } from './+types/pages.$handle';
import { ContentPageError } from '../components/content/ContentPageError';
import { DocumentPageView } from '../components/content/DocumentPageView';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { ownRoute } from '../lib/content/routes';
import { storefrontContext } from '../lib/context';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

/** Shopify's address for any page; one with a route of its own here is found there instead. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const own = ownRoute('pages', params.handle);
  if (own) throw redirect(own, 301);
  return { page: await loadContentPage(context.get(storefrontContext), params.handle) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DocumentPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
