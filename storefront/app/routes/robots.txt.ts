import { siteUrl } from '../lib/page-url';
import { buildRobotsTxt } from '../lib/sitemap';

export function loader() {
  return new Response(buildRobotsTxt(siteUrl('/sitemap.xml')), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
