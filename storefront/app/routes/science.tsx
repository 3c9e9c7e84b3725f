import type { Route } from './+types/science';
import { ContentBlocks } from '../components/content/ContentBlocks';
import { ContentPageError } from '../components/content/ContentPageError';
import { PageHeader } from '../components/content/PageHeader';
import { ScienceSectionView } from '../components/content/ScienceSectionView';
import { firstBlock } from '../lib/content/blocks';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import type { ContentSection } from '../lib/content/types';
import { storefrontContext } from '../lib/context';
import styles from './science.module.css';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context.get(storefrontContext), 'science') };
}

/** The closing invitation: a quiet band around the section's text and its button. */
function ClosingBand({ section }: { section: ContentSection }) {
  return (
    <div id={section.id} className={styles.closing}>
      <section className={styles.band} aria-labelledby={`${section.id}-heading`}>
        {section.eyebrow ? <p className="eyebrow">{section.eyebrow}</p> : null}
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {section.heading}
        </h2>
        <ContentBlocks blocks={section.blocks} className={styles.text} flow={false} />
      </section>
    </div>
  );
}

/**
 * /science: the page's sections as chapters, illustrated ones alternating sides so the page
 * reads as a calm zigzag; a section with a button closes the page as a band.
 */
export default function Science({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const illustrated = page.body.sections.filter((section) => firstBlock(section.blocks, 'image'));
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.body.lead} />
      {page.body.sections.map((section) =>
        firstBlock(section.blocks, 'cta') ? (
          <ClosingBand key={section.id} section={section} />
        ) : (
          <ScienceSectionView
            key={section.id}
            section={section}
            flip={illustrated.indexOf(section) % 2 === 1}
          />
        ),
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
