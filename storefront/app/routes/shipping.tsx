import { AccordionPageView } from '../components/content/AccordionPageView';
import { shippingPage } from '../content/shipping';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta(SEO['/shipping']);
}

export default function Shipping() {
  return <AccordionPageView page={shippingPage} eyebrow="Help center" />;
}
