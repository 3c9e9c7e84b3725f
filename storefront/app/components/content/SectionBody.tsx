import { Link } from 'react-router';
import type { ContentLink, SectionBody } from '../../content/types';
import { ArrowRightIcon } from '../ui/icons';
import styles from './SectionBody.module.css';

/** A content link: client-side navigation for our own pages, a plain anchor for mailto:/tel:. */
export function TextLink({ link, className }: { link: ContentLink; className?: string }) {
  return link.href.startsWith('/') ? (
    <Link to={link.href} prefetch="intent" className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

/**
 * One block of copy as the content types define it: paragraphs, an optional bullet list, closing
 * paragraphs and related links. Text is rendered as text nodes, never as HTML.
 */
export function SectionBodyText({ body }: { body: SectionBody }) {
  return (
    <div className={styles.body}>
      {body.paragraphs.map((paragraph, index) => (
        <p key={`p${index}`}>{paragraph}</p>
      ))}
      {body.bullets?.length ? (
        <ul className={styles.bullets}>
          {body.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
      {body.closingParagraphs?.map((paragraph, index) => (
        <p key={`c${index}`}>{paragraph}</p>
      ))}
      {body.links?.length ? (
        <ul className={styles.links}>
          {body.links.map((link) => (
            <li key={link.href}>
              <TextLink link={link} className={styles.link} />
              <ArrowRightIcon className={styles.linkIcon} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
