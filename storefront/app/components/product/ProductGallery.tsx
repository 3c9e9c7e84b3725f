import { Image } from '../ui/Image';
import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { IMAGE_SRCSET, MAGNIFIER_SIZE_PX } from '../../lib/constants';
import { fetchPriority } from '../../lib/html/fetch-priority';
import { lensGeometry, zoomImageUrl, type LensGeometry } from '../../lib/product/magnifier';
import type { ProductImageData } from '../../lib/shopify';
import styles from './ProductGallery.module.css';

/** The main image fills the left column on wide screens and the viewport width on phones. */
const MAIN_IMAGE_SIZES = '(min-width: 1216px) 600px, (min-width: 768px) 50vw, 100vw';
const THUMBNAIL_SIZES = '88px';

interface ProductGalleryProps {
  images: readonly ProductImageData[];
  /** The image shown first: the selected variant's. */
  initialIndex?: number;
  /** Alt text for images the shop left without one. */
  title: string;
}

/**
 * The main image with a magnifier, and thumbnails to switch it when there are several. The selected image index is the page's "selected image" state.
 */
export function ProductGallery({ images, initialIndex = 0, title }: ProductGalleryProps) {
  const [selectedIndex, setSelectedIndex] = useState(initialIndex);
  const image = images[selectedIndex] ?? images[0];

  return (
    <div className={styles.gallery}>
      {image ? (
        <Magnifier image={image}>
          <Image
            data={image}
            alt={image.altText ?? title}
            aspectRatio="1/1"
            sizes={MAIN_IMAGE_SIZES}
            srcSetOptions={IMAGE_SRCSET.main}
            // The page's largest contentful paint: fetch it with the HTML, first.
            loading="eager"
            {...fetchPriority('high')}
            className={styles.mainImage}
          />
        </Magnifier>
      ) : (
        <div className={styles.frame} aria-hidden="true" />
      )}

      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label="Product images">
          {images.map((thumbnail, index) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selectedIndex}
                onClick={() => setSelectedIndex(index)}
              >
                <Image
                  data={thumbnail}
                  alt=""
                  aspectRatio="1/1"
                  sizes={THUMBNAIL_SIZES}
                  srcSetOptions={IMAGE_SRCSET.thumbnail}
                  // After the main image: the browser would raise visible images to high.
                  {...fetchPriority('low')}
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Only devices that hover with a precise pointer get the magnifier (and, in CSS, its cursor). */
const FINE_HOVER_QUERY = '(hover: hover) and (pointer: fine)';

/**
 * A 250 px lens that follows the pointer and shows the image under it at 4x.
 * It overlays the image (absolutely positioned, clipped by the frame), so nothing moves when it
 * appears, and it is decorative: hidden from assistive technology, which gets the alt text.
 */
function Magnifier({ image, children }: { image: ProductImageData; children: ReactNode }) {
  const lensRef = useRef<HTMLDivElement | null>(null);
  const geometryRef = useRef<LensGeometry | null>(null);
  /** The frame's width while the pointer is over it (null: no lens). */
  const [hoverWidth, setHoverWidth] = useState<number | null>(null);

  function track(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'touch' || !window.matchMedia(FINE_HOVER_QUERY).matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    geometryRef.current = lensGeometry(
      { x: event.clientX - box.left, y: event.clientY - box.top },
      { width: box.width, height: box.height },
    );
    // Written straight to the element: following the pointer must not re-render React.
    if (lensRef.current) applyGeometry(lensRef.current, geometryRef.current);
    if (hoverWidth !== box.width) setHoverWidth(box.width);
  }

  return (
    <div
      className={`${styles.frame} ${styles.zoomable}`}
      onPointerEnter={track}
      onPointerMove={track}
      onPointerLeave={() => setHoverWidth(null)}
    >
      {children}
      {hoverWidth !== null ? (
        <div
          ref={(element) => {
            lensRef.current = element;
            // A new lens starts where the pointer already is.
            if (element && geometryRef.current) applyGeometry(element, geometryRef.current);
          }}
          className={styles.lens}
          style={{
            width: MAGNIFIER_SIZE_PX,
            height: MAGNIFIER_SIZE_PX,
            backgroundImage: `url("${zoomImageUrl(image.url, hoverWidth)}")`,
          }}
          aria-hidden="true"
          data-magnifier-lens=""
        />
      ) : null}
    </div>
  );
}

function applyGeometry(lens: HTMLElement, geometry: LensGeometry) {
  lens.style.transform = `translate3d(${geometry.left}px, ${geometry.top}px, 0)`;
  lens.style.backgroundSize = `${geometry.zoomWidth}px ${geometry.zoomHeight}px`;
  lens.style.backgroundPosition = `${geometry.backgroundX}px ${geometry.backgroundY}px`;
}
