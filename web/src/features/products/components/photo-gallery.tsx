import { Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cardUrlFor } from '@contract/image-urls';
import { iconButtonLook } from '@/components/button-look';
import { Glyph } from '@/components/glyph';
import { useFormat } from '@/lib/i18n/hooks';
import { lazyWithMui } from '@/lib/lazy-with-mui';
import styles from '@/features/products/components/photo-gallery.module.css';
import { ProductImage } from '@/features/products/components/product-image';

// The full-screen view (MUI's Dialog) is code someone opens, not something every visitor loads.
const PhotoZoomDialog = lazyWithMui(async () => (await import('@/features/products/components/photo-zoom-dialog')).default);

interface PhotoGalleryProps {
  /** Detail-size URLs, the cover first. */
  photos: string[];
  /** The phone's name: the photos are "<name>, photo 2 of 3". */
  name: string;
}

/** Index of the slide a scrolled track shows. */
const slideOf = (track: HTMLElement) => (track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0);

/**
 * The product page's photos: one large photo at a time in a track that scrolls sideways with a
 * snap (so a phone swipes it natively), arrows and thumbnails to move on a desktop, the arrow
 * keys while the gallery has focus, and a full-screen zoom view. Only the cover loads at once;
 * the others load as they come into view. Plain CSS (photo-gallery.module.css): the cover is the
 * product page's largest paint, and waits for no MUI.
 */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [zoomWanted, setZoomWanted] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  // The slide a button, a thumbnail or a key is scrolling to: the scroll events on the way there
  // pass the slides before it and must not move the index back (nor what full screen opens on).
  const steeringTo = useRef<number | null>(null);
  const count = photos.length;
  const many = count > 1;
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const total = formatCount(count);

  const show = useCallback(
    (next: number, behavior: ScrollBehavior = 'smooth') => {
      const target = Math.max(0, Math.min(count - 1, next));
      setIndex(target);
      const element = track.current;
      if (!element || typeof element.scrollTo !== 'function') return;
      const left = target * element.clientWidth;
      // Already there (a move under way was cut short here): nothing to steer to any more.
      steeringTo.current = Math.abs(element.scrollLeft - left) < 1 ? null : target;
      if (steeringTo.current === null) return;
      element.scrollTo({ left, behavior });
    },
    [count],
  );

  // A rendered page can be swiped before React takes it over, with no scroll handler yet: the
  // thumbnails and the counter start from the slide the track shows.
  useEffect(() => {
    if (track.current) setIndex(slideOf(track.current));
  }, []);

  // A listing edited while the page is open can have fewer photos.
  useEffect(() => {
    if (index > count - 1) show(Math.max(0, count - 1), 'auto');
  }, [count, index, show]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };

  const openZoom = () => {
    setZoomWanted(true);
    setZoomed(true);
  };

  if (count === 0) {
    return (
      <div className={styles.stage}>
        <ProductImage src={undefined} alt={t`No photo of ${name}`} width={1200} height={900} />
      </div>
    );
  }

  return (
    <div role="region" aria-roledescription={t`gallery`} aria-label={t`Photos of ${name}`} onKeyDown={many ? onKeyDown : undefined} className={styles.gallery}>
      <div className={styles.stage}>
        <div
          ref={track}
          className={many ? `${styles.track} ${styles.scrolls}` : styles.track}
          data-testid="gallery-track"
          // The track scrolls sideways: it takes the focus, and the arrow keys then move it.
          tabIndex={many ? 0 : undefined}
          onScroll={(event) => {
            if (steeringTo.current === null) setIndex(slideOf(event.currentTarget));
          }}
          onScrollEnd={(event) => {
            const target = steeringTo.current;
            steeringTo.current = null;
            const shown = slideOf(event.currentTarget);
            if (target === null || shown === target) setIndex(shown);
            // Cut short on the way (the page moved under it): finish the move instantly.
            else event.currentTarget.scrollTo({ left: target * event.currentTarget.clientWidth });
          }}
        >
          {photos.map((url, position) => {
            const number = formatCount(position + 1);
            return (
              <div
                key={`${url}-${position}`}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${total}`}
                aria-hidden={position !== index}
                className={styles.slide}
                onClick={openZoom}
              >
                <ProductImage src={url} alt={many ? t`${name}, photo ${number} of ${total}` : name} width={1200} height={900} eager={position === 0} />
              </div>
            );
          })}
        </div>

        <button type="button" aria-label={t`View full screen`} onClick={openZoom} onMouseEnter={() => setZoomWanted(true)} className={`${iconButtonLook()} ${styles.float} ${styles.zoom}`}>
          <Glyph name="zoomIn" />
        </button>

        {many ? (
          <>
            <ArrowButton side="left" disabled={index === 0} onClick={() => show(index - 1)} />
            <ArrowButton side="right" disabled={index === count - 1} onClick={() => show(index + 1)} />
            <span aria-hidden="true" className={styles.counter}>
              {formatCount(index + 1)} / {total}
            </span>
          </>
        ) : null}
      </div>

      {many ? (
        <ul aria-label={t`Choose a photo`} className={styles.thumbnails}>
          {photos.map((url, position) => (
            <li key={`${url}-${position}`}>
              <button
                type="button"
                aria-label={t`Show photo ${formatCount(position + 1)} of ${total}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
                className={styles.thumbnail}
              >
                <img src={cardUrlFor(url) ?? url} alt="" loading="lazy" decoding="async" width={76} height={57} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {zoomWanted ? (
        <Suspense fallback={null}>
          <PhotoZoomDialog open={zoomed} photos={photos} name={name} index={index} onIndexChange={(next) => show(next, 'auto')} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** Previous and next, for a mouse: a phone swipes (hidden below the sm breakpoint). */
function ArrowButton({ side, disabled, onClick }: { side: 'left' | 'right'; disabled: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={side === 'left' ? t`Previous photo` : t`Next photo`}
      disabled={disabled}
      onClick={onClick}
      className={`${iconButtonLook()} ${styles.float} ${styles.arrow} ${side === 'left' ? styles.left : styles.right}`}
    >
      <Glyph name={side === 'left' ? 'chevronLeft' : 'chevronRight'} />
    </button>
  );
}
