import type { Route } from './+types/about-us';
import { ContentBlocks, ContentFigure } from '../components/content/ContentBlocks';
import { ContentPageError } from '../components/content/ContentPageError';
import { PageHeader } from '../components/content/PageHeader';
import { firstBlock, splitOpening } from '../lib/content/blocks';
import { loadContentPage } from '../lib/content/load.server';
import { contentPageMeta } from '../lib/content/meta';
import type { ContentSection } from '../lib/content/types';
import { storefrontContext } from '../lib/context';
import styles from './about-us.module.css';

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return contentPageMeta(matches, loaderData?.page, error);
}

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadContentPage(context.get(storefrontContext), 'about-us') };
}

/** A section with a picture: the text, and the portrait beside it while it is read. */
function StorySection({ section }: { section: ContentSection }) {
  const figure = firstBlock(section.blocks, 'image')!;
  return (
    <section id={section.id} className={styles.story} aria-labelledby={`${section.id}-heading`}>
      <div className={styles.storyCopy}>
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {section.heading}
        </h2>
        <ContentBlocks
          blocks={section.blocks.filter((block) => block !== figure)}
          className={styles.text}
        />
      </div>
      <ContentFigure figure={figure} className={styles.founder} captionClassName={styles.caption} />
    </section>
  );
}

/** A section with cards: its heading and lede, then the cards and its button. */
function PromiseSection({ section }: { section: ContentSection }) {
  const [lede, rest] = splitOpening(section.blocks);
  return (
    <section
      id={section.id}
      className={styles.commitment}
      aria-labelledby={`${section.id}-heading`}
    >
      <div className={styles.commitmentHead}>
        <h2 id={`${section.id}-heading`} className={styles.heading}>
          {section.heading}
        </h2>
        <ContentBlocks blocks={lede} className={styles.lede} />
      </div>
      <ContentBlocks blocks={rest} className={styles.commitmentRest} flow={false} />
    </section>
  );
}

/** Any other section: the heading on the left, the statement on the right. */
function StatementSection({ section }: { section: ContentSection }) {
  return (
    <section id={section.id} className={styles.mission} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className={styles.heading}>
        {section.heading}
      </h2>
      <ContentBlocks blocks={section.blocks} className={styles.text} />
    </section>
  );
}

/** /about-us: each section laid out by what it holds (a portrait, cards, or words alone). */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={page.body.lead} />
      {page.body.sections.map((section) =>
        firstBlock(section.blocks, 'image') ? (
          <StorySection key={section.id} section={section} />
        ) : firstBlock(section.blocks, 'cards') ? (
          <PromiseSection key={section.id} section={section} />
        ) : (
          <StatementSection key={section.id} section={section} />
        ),
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ContentPageError error={error} />;
}
