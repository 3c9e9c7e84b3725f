import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { pageMeta, privatePageMeta, type MetaMatches } from '../meta';
import type { ContentPage } from './types';

/** The words of a missing page (the not-found route's too) and of one that failed to load. */
export const PAGE_NOT_FOUND = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
} as const;
export const PAGE_LOAD_ERROR = {
  title: 'Error loading page',
  description: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/** Whether a route's error is the platform saying it has no such page. */
export const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** A page's or a policy's meta from its SEO texts; its error states kept out of search results. */
export function contentPageMeta(
  matches: MetaMatches,
  page: ContentPage | undefined,
  error: unknown,
): MetaDescriptor[] {
  if (page) return pageMeta(matches, page.seo);
  const { title, description } = isNotFound(error) ? PAGE_NOT_FOUND : PAGE_LOAD_ERROR;
  return privatePageMeta(matches, title, description);
}
