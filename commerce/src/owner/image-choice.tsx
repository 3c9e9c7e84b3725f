import type { FormError } from './editor-page';
import { labelOf } from './metafield-fields';

/** An image of the shop (a MediaImage of the Admin API's files) a file_reference field may name. */
export interface ShopImage {
  id: string;
  alt: string | null;
  image: { url: string } | null;
}

/** The thumbnails' width in CSS pixels; the CDN renders them at twice that for sharp screens. */
const THUMBNAIL_WIDTH = 64;

const hasImage = (image: ShopImage): image is ShopImage & { image: { url: string } } =>
  image.image !== null;

/** What an image is called: its alt text, else its file's name ("clearwell-logo.png"). */
const nameOf = (image: ShopImage & { image: { url: string } }) =>
  image.alt || decodeURIComponent(new URL(image.image.url).pathname.split('/').pop() ?? image.id);

/** The CDN's rendering of an image at thumbnail size (Shopify's CDN takes the same width parameter). */
function thumbnailUrl(url: string): string {
  const thumbnail = new URL(url);
  thumbnail.searchParams.set('width', String(THUMBNAIL_WIDTH * 2));
  return thumbnail.toString();
}

/**
 * A file_reference field as a choice of the shop's images, each with its thumbnail and alt text,
 * or no image. The first radio carries the field's id, so an error links to the choice.
 */
export function ImageChoice({
  id,
  fieldKey,
  value,
  images,
  hint,
  errors,
}: {
  /** The radios' name and the first one's id. */
  id: string;
  fieldKey: string;
  /** The chosen image's global id; null for none. */
  value: string | null;
  images: readonly ShopImage[];
  hint: string;
  errors: FormError[];
}) {
  const messages = errors.filter((error) => error.field === id).map((error) => error.message);
  const described = [`${id}-hint`, messages.length > 0 && `${id}-error`].filter(Boolean);
  return (
    <fieldset aria-describedby={described.join(' ')} className="image-choices">
      <legend>{labelOf(fieldKey)}</legend>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      {messages.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {messages.join(' ')}
        </p>
      )}
      <label className="choice">
        <input type="radio" id={id} name={id} value="" defaultChecked={!value} /> No image
      </label>
      {images.map((image, index) =>
        hasImage(image) ? (
          <label key={image.id} className="choice">
            <input
              type="radio"
              id={`${id}-${index + 1}`}
              name={id}
              value={image.id}
              defaultChecked={image.id === value}
            />
            <img
              src={thumbnailUrl(image.image.url)}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={THUMBNAIL_WIDTH}
              loading="lazy"
            />
            <span className="image-name">{nameOf(image)}</span>
          </label>
        ) : null,
      )}
    </fieldset>
  );
}
