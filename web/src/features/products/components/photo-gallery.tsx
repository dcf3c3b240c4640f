import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { cardUrlFor } from '@contract/image-urls';
import { ProductImage } from '@/features/products/components/product-image';

// The full-screen view is code someone opens, not something every visitor loads.
const PhotoZoomDialog = lazy(() => import('@/features/products/components/photo-zoom-dialog'));

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
 * the others load as they come into view.
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
      <Paper variant="outlined" sx={{ overflow: 'hidden', borderRadius: 4 }}>
        <ProductImage src={undefined} alt={`No photo of ${name}`} width={1200} height={900} />
      </Paper>
    );
  }

  return (
    <Box
      role="region"
      aria-roledescription="gallery"
      aria-label={`Photos of ${name}`}
      onKeyDown={many ? onKeyDown : undefined}
      sx={{ '&:has(.gallery-track:focus-visible) .gallery-stage': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Paper variant="outlined" className="gallery-stage" sx={{ position: 'relative', overflow: 'hidden', borderRadius: 4 }}>
        <Box
          ref={track}
          className="gallery-track"
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
          sx={{
            display: 'flex',
            overflowX: many ? 'auto' : 'hidden',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            overscrollBehaviorX: 'contain',
            outline: 'none',
          }}
        >
          {photos.map((url, position) => (
            <Box
              key={`${url}-${position}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== index}
              sx={{ flex: '0 0 100%', scrollSnapAlign: 'center', scrollSnapStop: 'always', cursor: 'zoom-in' }}
              onClick={openZoom}
            >
              <ProductImage src={url} alt={many ? `${name}, photo ${position + 1} of ${count}` : name} width={1200} height={900} eager={position === 0} />
            </Box>
          ))}
        </Box>

        <IconButton
          aria-label="View full screen"
          onClick={openZoom}
          onMouseEnter={() => setZoomWanted(true)}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)', boxShadow: 1, '&:hover': { bgcolor: 'common.white' } }}
        >
          <ZoomInIcon />
        </IconButton>

        {many ? (
          <>
            <ArrowButton side="left" disabled={index === 0} onClick={() => show(index - 1)} />
            <ArrowButton side="right" disabled={index === count - 1} onClick={() => show(index + 1)} />
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 1,
                py: 0.25,
                borderRadius: 8,
                bgcolor: 'rgba(17,24,39,0.72)',
                color: 'common.white',
                typography: 'caption',
                fontWeight: 700,
              }}
            >
              {index + 1} / {count}
            </Box>
          </>
        ) : null}
      </Paper>

      {many ? (
        <Box
          component="ul"
          aria-label="Choose a photo"
          sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0.25, display: 'flex', gap: 1, overflowX: 'auto', scrollbarWidth: 'thin' }}
        >
          {photos.map((url, position) => (
            <li key={`${url}-${position}`}>
              <Box
                component="button"
                type="button"
                aria-label={`Show photo ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
                sx={{
                  display: 'block',
                  p: 0,
                  width: { xs: 60, sm: 76 },
                  aspectRatio: '4 / 3',
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  bgcolor: '#f3f4f8',
                  border: 2,
                  borderColor: position === index ? 'primary.main' : 'transparent',
                  opacity: position === index ? 1 : 0.75,
                  transition: 'opacity 120ms ease, border-color 120ms ease',
                  '&:hover': { opacity: 1 },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                <Box
                  component="img"
                  src={cardUrlFor(url) ?? url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={76}
                  height={57}
                  sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              </Box>
            </li>
          ))}
        </Box>
      ) : null}

      {zoomWanted ? (
        <Suspense fallback={null}>
          <PhotoZoomDialog open={zoomed} photos={photos} name={name} index={index} onIndexChange={(next) => show(next, 'auto')} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function ArrowButton({ side, disabled, onClick }: { side: 'left' | 'right'; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton
      aria-label={side === 'left' ? 'Previous photo' : 'Next photo'}
      disabled={disabled}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: 8,
        transform: 'translateY(-50%)',
        // A phone swipes; the arrows are for a mouse.
        display: { xs: 'none', sm: 'inline-flex' },
        bgcolor: 'rgba(255,255,255,0.9)',
        boxShadow: 1,
        '&:hover': { bgcolor: 'common.white' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
