import { LegalDocumentView } from '../components/content/LegalDocumentView';
import { SEO } from '../content/seo';
import { termsOfService } from '../content/terms-of-service';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta(SEO['/terms-of-service']);
}

export default function TermsOfService() {
  return <LegalDocumentView doc={termsOfService} />;
}
