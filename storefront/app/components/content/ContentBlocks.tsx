import { createElement } from 'react';
import { Link } from 'react-router';
import type { ContentBlock, ContentImage, ContentLink } from '../../lib/content/types';
import { ButtonLink } from '../ui/Button';
import { ArrowRightIcon } from '../ui/icons';
import styles from './ContentBlocks.module.css';
import { FeatureGrid } from './FeatureGrid';

/** A content link: client-side navigation for our own pages, a plain anchor for the rest. */
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

/** An image of the shop's content, at its own size, loaded as it nears the viewport. */
export function BodyImage({ image }: { image: ContentImage }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading="lazy"
      decoding="async"
    />
  );
}

/** An image of a body with its caption (sanitized HTML). */
export function ContentFigure({
  figure,
  className,
  captionClassName,
}: {
  figure: Extract<ContentBlock, { kind: 'image' }>;
  className?: string;
  captionClassName?: string;
}) {
  return (
    <figure className={className}>
      <BodyImage image={figure.image} />
      {figure.caption ? (
        <figcaption
          className={captionClassName}
          dangerouslySetInnerHTML={{ __html: figure.caption }}
        />
      ) : null}
    </figure>
  );
}

/** The block elements a sanitized body may hold at its top level (see sanitize.server.ts). */
const BLOCK_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'hgroup',
  'table',
  'figure',
]);

const CLASS_BY_TAG: Readonly<Record<string, string | undefined>> = {
  ul: styles.bullets,
  ol: styles.numbered,
};

type CardLook = 'cards' | 'points';

/** One block of a page's body; its HTML was sanitized on the server. */
export function ContentBlockView({
  block,
  cardLook,
}: {
  block: ContentBlock;
  /** How a run of cards is drawn (FeatureGrid's `look`). */
  cardLook?: CardLook;
}) {
  switch (block.kind) {
    case 'element': {
      if (block.tag === 'hr') return <hr />;
      const tag = BLOCK_TAGS.has(block.tag) ? block.tag : 'div';
      return createElement(tag, {
        id: block.id,
        className: [styles.html, CLASS_BY_TAG[tag]].filter(Boolean).join(' '),
        dangerouslySetInnerHTML: { __html: block.html },
      });
    }
    case 'links':
      return (
        <ul className={styles.links}>
          {block.links.map((link) => (
            <li key={link.href}>
              <TextLink link={link} className={styles.link} />
              <ArrowRightIcon className={styles.linkIcon} />
            </li>
          ))}
        </ul>
      );
    case 'cta':
      return (
        <ButtonLink to={block.link.href} prefetch="intent">
          {block.link.label}
          <ArrowRightIcon className={styles.ctaIcon} />
        </ButtonLink>
      );
    case 'cards':
      return (
        <FeatureGrid
          features={block.cards}
          numbered={block.ordered}
          look={cardLook}
          // Four cards read better as two pairs than as four narrow columns.
          columns={block.cards.length % 2 === 0 ? 2 : 3}
        />
      );
    case 'image':
      return (
        <ContentFigure figure={block} className={styles.figure} captionClassName={styles.html} />
      );
    case 'note':
      return (
        <p
          className={`${styles.html} ${styles.note}`}
          dangerouslySetInnerHTML={{ __html: block.html }}
        />
      );
  }
}

/**
 * A run of blocks as reading text: a ~70 character measure and one vertical rhythm (`flow`; a
 * page that spaces the blocks itself, as a grid, turns it off).
 */
export function ContentBlocks({
  blocks,
  className,
  flow = true,
  cardLook,
}: {
  blocks: readonly ContentBlock[];
  className?: string;
  flow?: boolean;
  cardLook?: CardLook;
}) {
  return (
    <div className={[styles.body, flow ? styles.flow : '', className].filter(Boolean).join(' ')}>
      {blocks.map((block, index) => (
        <ContentBlockView key={index} block={block} cardLook={cardLook} />
      ))}
    </div>
  );
}
