import { isNotFound, PAGE_LOAD_ERROR } from '../../lib/content/meta';
import { NotFoundView } from '../layout/NotFoundView';
import { ButtonLink } from '../ui/Button';
import { StatePanel } from '../ui/StatePanel';

/**
 * A content page's ErrorBoundary: the not-found page when the shop has no such page, otherwise
 * the error state the product page shows, inside the usual header and footer.
 */
export function ContentPageError({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundView />;
  return (
    <StatePanel heading={`${PAGE_LOAD_ERROR.title}.`} detail={PAGE_LOAD_ERROR.description}>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </StatePanel>
  );
}
