import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '../components/layout/NotFoundView';
import { PAGE_NOT_FOUND } from '../lib/content/meta';
import { logger } from '../lib/log.server';
import { privatePageMeta } from '../lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, PAGE_NOT_FOUND.title, PAGE_NOT_FOUND.description);
}

export function loader({ url }: Route.LoaderArgs) {
  // A miss is worth a line (broken links, probes), as a JSON field: it cannot forge log lines.
  logger.info({ status: 404, path: url.pathname.slice(0, 200) }, 'no page at this path');
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
