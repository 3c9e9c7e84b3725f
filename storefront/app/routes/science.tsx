import { PageHeader } from '../components/content/PageHeader';
import { ScienceSectionView } from '../components/content/ScienceSectionView';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { sciencePage, type ScienceSectionId } from '../content/science';
import { SEO } from '../content/seo';
import type { ImageContent } from '../content/types';
import { pageMeta } from '../lib/meta';
import styles from './science.module.css';

export function meta() {
  return pageMeta(SEO['/science']);
}

/** The science illustrations (1200×900), with the artist's descriptions as alt text. */
const ART = { width: 1200, height: 900 } as const;
const ILLUSTRATIONS: Partial<Record<ScienceSectionId, ImageContent>> = {
  'hidden-dangers': {
    src: '/images/science-water.svg',
    alt: 'A glass of tap water with chlorine, chloramine, fluoride and heavy-metal ions suspended in it',
    ...ART,
  },
  'health-impacts': {
    src: '/images/science-skin.svg',
    alt: 'Cross-section of skin beneath bath water, with chlorine, fluoride and metal ions held at the surface',
    ...ART,
  },
  'how-it-works': {
    src: '/images/science-molecules.svg',
    alt: 'Diagram: EDTA binding a metal ion, and thiosulfate converting chlorine into chloride',
    ...ART,
  },
};

/** Illustrated sections alternate sides, so the page reads as a calm zigzag. */
const illustratedInOrder = sciencePage.sections.filter((s) => ILLUSTRATIONS[s.id]).map((s) => s.id);
const artOnLeft = (id: ScienceSectionId) => illustratedInOrder.indexOf(id) % 2 === 1;

export default function Science() {
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow="The science" title={sciencePage.title} intro={sciencePage.intro} />
      {sciencePage.sections.map((section) => {
        if (section.cta) {
          return (
            <div key={section.id} id={section.id} className={styles.closing}>
              <section className={styles.band} aria-labelledby={`${section.id}-heading`}>
                <p className="eyebrow">{section.eyebrow}</p>
                <h2 id={`${section.id}-heading`} className={styles.heading}>
                  {section.heading}
                </h2>
                <p className={styles.text}>{section.paragraphs.join(' ')}</p>
                <ButtonLink to={section.cta.href} prefetch="intent" className={styles.cta}>
                  {section.cta.label}
                  <ArrowRightIcon className={styles.icon} />
                </ButtonLink>
              </section>
            </div>
          );
        }
        return (
          <ScienceSectionView
            key={section.id}
            section={section}
            illustration={ILLUSTRATIONS[section.id]}
            flip={artOnLeft(section.id)}
          />
        );
      })}
    </div>
  );
}
