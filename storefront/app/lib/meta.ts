import type { MetaDescriptor } from 'react-router';
import type { PageMeta } from '../content/types';
import { COMPANY_NAME } from './policies';

/** `<title>`, meta description and their Open Graph twins, for a route's `meta` export. */
export function pageMeta({ title, description }: PageMeta): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: COMPANY_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
