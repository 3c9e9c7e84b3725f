import type { Route } from './+types/terms-of-service';
import { ContentPageError } from '../components/content/ContentPageError';
import { DocumentPageView } from '../components/content/DocumentPageView';
import { loadPolicy } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { storefrontContext } from '../lib/context';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadPolicy(context.get(storefrontContext), 'terms-of-service') };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <DocumentPageView page={loaderData.page} eyebrow="Legal" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
