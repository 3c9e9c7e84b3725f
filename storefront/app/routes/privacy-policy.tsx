import { LegalDocumentView } from '../components/content/LegalDocumentView';
import { privacyPolicy } from '../content/privacy-policy';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta(SEO['/privacy-policy']);
}

export default function PrivacyPolicy() {
  return <LegalDocumentView doc={privacyPolicy} />;
}
