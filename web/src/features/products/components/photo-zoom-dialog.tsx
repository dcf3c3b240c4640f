import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';

/** How much larger a zoomed photo is than the screen-fitting one. */
const ZOOM = 2.5;
/** A horizontal move of at least this many pixels, and more sideways than down, is a swipe. */
const SWIPE_PX = 50;

interface PhotoZoomDialogProps {
  open: boolean;
  photos: string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The gallery's full-screen view (loaded only when someone opens it): the photo as large as the
 * screen allows; a click or tap zooms in where it points and the zoomed photo pans by scrolling
 * or dragging; arrows, the arrow keys and a swipe move between photos; Escape closes.
 */
export default function PhotoZoomDialog({ open, photos, name, index, onIndexChange, onClose }: PhotoZoomDialogProps) {
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const url = photos[index] ?? photos[0] ?? '';
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const number = formatCount(index + 1);
  const total = formatCount(count);

  const go = (next: number) => {
    if (next < 0 || next > count - 1) return;
    setZoom(null);
    onIndexChange(next);
  };

  // Zoomed in: scroll so the point that was clicked stays under the pointer.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!zoom || !element) return;
    element.scrollLeft = zoom.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = zoom.y * element.scrollHeight - element.clientHeight / 2;
  }, [zoom]);

  const onImageClick = (event: MouseEvent<HTMLImageElement>) => {
    if (zoom) {
      setZoom(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width > 0 ? (event.clientX - box.left) / box.width : 0.5;
    const y = box.height > 0 ? (event.clientY - box.top) / box.height : 0.5;
    setZoom({ x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Zoomed in, the arrow keys pan the photo.
    if (zoom) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = zoom ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      onKeyDown={onKeyDown}
      slotProps={{ paper: { 'aria-label': t`Photos of ${name}, full screen`, sx: { bgcolor: '#0b0f17', color: 'common.white' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1, minHeight: 56 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {name}
        </Typography>
        {count > 1 ? (
          <Typography variant="body2" sx={{ opacity: 0.8 }} aria-live="polite">
            {t`Photo ${number} of ${total}`}
          </Typography>
        ) : null}
        <IconButton aria-label={t`Close full screen`} onClick={onClose} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={stage}
        // Zoomed in, the photo scrolls: keyboard people pan it with the arrow keys once it has the focus.
        tabIndex={zoom ? 0 : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        sx={{
          position: 'relative',
          flex: 1,
          overflow: zoom ? 'auto' : 'hidden',
          display: zoom ? 'block' : 'grid',
          placeItems: 'center',
          touchAction: zoom ? 'pan-x pan-y' : 'pan-y',
        }}
      >
        <Box
          component="img"
          key={url}
          src={url}
          alt={count > 1 ? (zoom ? t`${name}, photo ${number} of ${total}, zoomed in` : t`${name}, photo ${number} of ${total}`) : name}
          onClick={onImageClick}
          draggable={false}
          sx={
            zoom
              ? { display: 'block', width: `${ZOOM * 100}%`, maxWidth: 'none', height: 'auto', cursor: 'zoom-out' }
              : { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', cursor: 'zoom-in', userSelect: 'none' }
          }
        />
      </Box>
      {count > 1 ? (
        <>
          <NavButton side="left" disabled={index === 0} onClick={() => go(index - 1)} />
          <NavButton side="right" disabled={index === count - 1} onClick={() => go(index + 1)} />
        </>
      ) : null}
    </Dialog>
  );
}

function NavButton({ side, disabled, onClick }: { side: 'left' | 'right'; disabled: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton
      aria-label={side === 'left' ? t`Previous photo` : t`Next photo`}
      disabled={disabled}
      onClick={onClick}
      size="large"
      sx={{
        position: 'absolute',
        top: '50%',
        [side]: { xs: 4, sm: 16 },
        transform: 'translateY(-50%)',
        color: 'common.white',
        bgcolor: 'rgba(255,255,255,0.14)',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.26)' },
        '&.Mui-disabled': { opacity: 0, pointerEvents: 'none' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon fontSize="large" /> : <ChevronRightIcon fontSize="large" />}
    </IconButton>
  );
}
