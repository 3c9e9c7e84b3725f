import { AccordionPageView } from '../components/content/AccordionPageView';
import { faqPage } from '../content/faq';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta(SEO['/faq']);
}

export default function Faq() {
  return <AccordionPageView page={faqPage} eyebrow="Help center" />;
}
