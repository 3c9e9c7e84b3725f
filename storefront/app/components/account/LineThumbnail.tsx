import { IMAGE_SRCSET } from '../../lib/constants';
import { Image } from '../ui/Image';
import styles from './LineThumbnail.module.css';

const THUMBNAIL_PX = 72;

/** An order's or a subscription's line image, or an empty square of the same size. */
export function LineThumbnail({
  line,
}: {
  line: { title: string; image: { url: string; altText?: string | null } | null } | undefined;
}) {
  return line?.image ? (
    <Image
      className={styles.thumbnail}
      data={{ url: line.image.url, altText: line.image.altText ?? line.title }}
      width={THUMBNAIL_PX}
      height={THUMBNAIL_PX}
      sizes={`${THUMBNAIL_PX}px`}
      srcSetOptions={IMAGE_SRCSET.thumbnail}
    />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}
