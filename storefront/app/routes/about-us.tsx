import { FeatureGrid } from '../components/content/FeatureGrid';
import { PageHeader } from '../components/content/PageHeader';
import { ButtonLink } from '../components/ui/Button';
import { ArrowRightIcon } from '../components/ui/icons';
import { aboutPage } from '../content/about';
import { SEO } from '../content/seo';
import { pageMeta } from '../lib/meta';
import styles from './about-us.module.css';

export function meta() {
  return pageMeta(SEO['/about-us']);
}

export default function AboutUs() {
  const { mission, story, commitment, founder, cta } = aboutPage;
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader eyebrow="About us" title={aboutPage.title} intro={aboutPage.intro} />

      <section className={styles.mission} aria-labelledby={`${mission.id}-heading`}>
        <h2 id={`${mission.id}-heading`} className={styles.heading}>
          {mission.heading}
        </h2>
        <div className={styles.text}>
          {mission.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={styles.story} aria-labelledby={`${story.id}-heading`}>
        <div className={styles.storyCopy}>
          <h2 id={`${story.id}-heading`} className={styles.heading}>
            {story.heading}
          </h2>
          <div className={styles.text}>
            {story.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className={styles.founder}>
          <img
            src={founder.image.src}
            alt={founder.image.alt}
            width={founder.image.width}
            height={founder.image.height}
            loading="lazy"
            decoding="async"
          />
          <figcaption className={styles.caption}>
            <blockquote className={styles.quote}>
              <p>{founder.quote}</p>
            </blockquote>
            <span className={styles.founderName}>{founder.name}</span>
            <span className={styles.founderRole}>{founder.role}</span>
          </figcaption>
        </figure>
      </section>

      <section className={styles.commitment} aria-labelledby={`${commitment.id}-heading`}>
        <div className={styles.commitmentHead}>
          <h2 id={`${commitment.id}-heading`} className={styles.heading}>
            {commitment.heading}
          </h2>
          {commitment.paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.lede}>
              {paragraph}
            </p>
          ))}
        </div>
        <FeatureGrid features={commitment.points} numbered />
        <ButtonLink to={cta.href} prefetch="intent" className={styles.cta}>
          {cta.label}
          <ArrowRightIcon className={styles.ctaIcon} />
        </ButtonLink>
      </section>
    </div>
  );
}
