import type { Route } from './+types/faq';
import { AccordionPageView } from '../components/content/AccordionPageView';
import { ContentPageError } from '../components/content/ContentPageError';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import { storefrontContext } from '../lib/context';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context.get(storefrontContext), 'faq') };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <AccordionPageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
