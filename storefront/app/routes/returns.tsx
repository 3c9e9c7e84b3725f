import { AccordionPageView } from '../components/content/AccordionPageView';
import { returnsPage } from '../content/returns';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta(SEO['/returns']);
}

export default function Returns() {
  return <AccordionPageView page={returnsPage} eyebrow="Help center" />;
}
