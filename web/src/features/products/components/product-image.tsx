import { IMAGE_WIDTHS } from '@contract/constants';
import { imageSrcSet } from '@contract/image-urls';
import { Glyph } from '@/components/glyph';
import { IMAGE_SIZES } from '@/config/constants';
import styles from '@/features/products/components/product-image.module.css';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /**
   * The first cards of a page load eagerly and ahead of other images: they are what people
   * see first (and the page's largest paint).
   */
  eager?: boolean;
  width: number;
  height: number;
}

/**
 * A phone photo on a soft background, whole (contain) and with its box reserved, so nothing jumps
 * while it loads. A photo of ours comes with both stored widths (srcset) and the layout's `sizes`
 * (a card's for a card-width photo, the product page's otherwise).
 */
export function ProductImage({ src, alt, eager, width, height }: ProductImageProps) {
  const srcSet = src ? imageSrcSet(src) : undefined;
  return (
    <div className={styles.frame} style={{ aspectRatio: `${width} / ${height}` }}>
      {src ? (
        <img
          className={styles.photo}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? (width <= IMAGE_WIDTHS.card ? IMAGE_SIZES.card : IMAGE_SIZES.detail) : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <span className={styles.placeholder} {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
          <Glyph name="smartphone" />
        </span>
      )}
    </div>
  );
}
