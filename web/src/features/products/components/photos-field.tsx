import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import RefreshIcon from '@mui/icons-material/Refresh';
import StarIcon from '@mui/icons-material/Star';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { cardUrlFor } from '@contract/image-urls';
import { useRevealRef } from '@/components/form/use-reveal-ref';
import { visuallyHidden } from '@/components/visually-hidden';
import { errorText } from '@/lib/error-text';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, uploadImage } from '@/lib/upload-image';
import { moveItem, pickedPhoto, type ListingPhoto } from '@/features/products/lib/listing-photos';
import { useFormat } from '@/lib/i18n/hooks';

interface PhotosFieldProps<T extends FieldValues, N extends FieldPath<T>, O> {
  control: Control<T, unknown, O>;
  name: N;
  /** The most photos a listing takes. */
  max: number;
  disabled?: boolean;
}

/**
 * The listing's photos: pick several at once (each uploads at once, with its own progress), drag
 * a photo onto another's place or use its buttons to reorder, remove one; the first is the cover.
 * Every change is announced to screen readers.
 */
export function PhotosField<T extends FieldValues, N extends FieldPath<T>, O>({ control, name, max, disabled }: PhotosFieldProps<T, N, O>) {
  const { field, fieldState } = useController({ control, name });
  const photos = (field.value ?? []) as ListingPhoto[];
  const latest = useRef(photos);
  latest.current = photos;
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const inputId = useId();
  const helpId = useId();
  const focusRef = useRevealRef(field.ref);
  const { t, i18n } = useLingui();
  const { formatCount } = useFormat();
  const list = useRef<HTMLUListElement>(null);

  const write = (next: ListingPhoto[]) => {
    latest.current = next;
    field.onChange(next);
  };
  const patch = (key: string, change: Partial<ListingPhoto>) => {
    if (!latest.current.some((photo) => photo.key === key)) return;
    write(latest.current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  };

  const upload = (photo: ListingPhoto) => {
    if (!photo.file) return;
    const { key } = photo;
    setProgress((current) => ({ ...current, [key]: 0 }));
    uploadImage(photo.file, (percent) => setProgress((current) => (key in current ? { ...current, [key]: percent } : current)))
      .then(({ display_url }) => patch(key, { url: display_url, error: null }))
      .catch(async (error: unknown) => patch(key, { error: await errorText(error, i18n) }))
      .finally(() =>
        setProgress((current) => {
          const { [key]: _done, ...rest } = current;
          return rest;
        }),
      );
  };

  const add = (files: File[]) => {
    const room = max - latest.current.length;
    const refused = files.map((file) => [file, imageFileProblem(file)] as const).filter(([, problem]) => problem !== null);
    const accepted = files.filter((file) => imageFileProblem(file) === null);
    const added = accepted.slice(0, Math.max(0, room)).map(pickedPhoto);
    const notices = [
      ...refused.map(([file, problem]) => `${file.name}: ${problem}`),
      accepted.length > added.length ? leftOutNotice(accepted.length - added.length) : null,
    ].filter((text): text is string => text !== null);
    setNotice(notices.length ? notices.join(' ') : null);
    if (added.length === 0) return;
    write([...latest.current, ...added]);
    added.forEach(upload);
    setAnnouncement(t`${plural(added.length, { one: '# photo added, uploading.', other: '# photos added, uploading.' })}`);
  };

  const move = (from: number, to: number, how: string) => {
    if (to < 0 || to >= latest.current.length || from === to) return;
    const moved = latest.current[from]!;
    write(moveItem(latest.current, from, to));
    const before = formatCount(from + 1);
    const after = formatCount(to + 1);
    setAnnouncement(to === 0 ? t`${how}: this photo is now the cover.` : t`${how}: photo ${before} is now photo ${after}.`);
    // Focus stays with the photo that moved; a button that has just been disabled hands it to its neighbour.
    requestAnimationFrame(() => {
      const tile = list.current?.querySelector(`[data-photo="${moved.key}"]`);
      const active = document.activeElement;
      if (tile && active instanceof HTMLButtonElement && active.disabled) tile.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    });
  };

  const remove = (index: number) => {
    const next = latest.current.filter((_, position) => position !== index);
    write(next);
    const removed = formatCount(index + 1);
    setAnnouncement(index === 0 && next.length ? t`Photo ${removed} removed. The next photo is now the cover.` : t`Photo ${removed} removed.`);
  };

  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const from = latest.current.findIndex((photo) => photo.key === dragged);
    setDragged(null);
    setOver(null);
    if (from >= 0) move(from, target, t`Moved`);
  };

  const full = photos.length >= max;
  const most = formatCount(max);
  const chosen = formatCount(photos.length);
  const leftOutNotice = (leftOut: number) => {
    const left = formatCount(leftOut);
    return t`A listing has at most ${most} photos: ${left} left out.`;
  };
  const error = fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.5 }}>
        <Trans>Photos of the phone *</Trans>
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <Trans>Up to {most} real photos of this phone (JPEG, PNG or WebP, 5&nbsp;MB each). The first is the cover: drag a photo to move it, or use its arrows.</Trans>
      </Typography>
      <Box
        component="ul"
        ref={list}
        aria-label={t`Chosen photos`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          gap: { xs: 1, sm: 1.5 },
        }}
      >
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.key}
            photo={photo}
            index={index}
            count={photos.length}
            progress={progress[photo.key] ?? null}
            disabled={disabled}
            dragging={dragged === photo.key}
            dropTarget={over === photo.key && dragged !== photo.key}
            onMove={(to) => move(index, to, to === 0 ? t`Made the cover` : t`Moved`)}
            onRemove={() => remove(index)}
            onRetry={() => {
              patch(photo.key, { error: null });
              upload(photo);
            }}
            dragHandlers={{
              draggable: !disabled,
              onDragStart: (event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', photo.key);
                setDragged(photo.key);
              },
              onDragEnd: () => {
                setDragged(null);
                setOver(null);
              },
              onDragOver: (event) => {
                if (!dragged) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== photo.key) setOver(photo.key);
              },
              onDrop: (event) => onDrop(event, index),
            }}
          />
        ))}
        {full ? null : (
          <li>
            <Button
              component="label"
              ref={focusRef}
              variant="outlined"
              disabled={disabled}
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                height: 'auto',
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                gap: 0.25,
                borderStyle: 'dashed',
                borderColor: error ? 'error.main' : 'divider',
                bgcolor: 'grey.50',
                textAlign: 'center',
                lineHeight: 1.2,
                fontSize: { xs: '0.75rem', sm: '0.8125rem' },
              }}
            >
              <AddPhotoAlternateIcon />
              {photos.length ? t`Add more` : t`Add photos`}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, fontSize: '0.75rem' }}>
                {t`${chosen} of ${most}`}
              </Box>
              <input
                id={inputId}
                hidden
                type="file"
                multiple
                accept={ACCEPTED_IMAGE_TYPES.join(',')}
                aria-describedby={helpId}
                onChange={(event) => {
                  const files = [...(event.target.files ?? [])];
                  event.target.value = '';
                  add(files);
                }}
              />
            </Button>
          </li>
        )}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <FormHelperText error={Boolean(error || notice)}>{error ?? notice ?? ' '}</FormHelperText>
    </Box>
  );
}

interface PhotoTileProps {
  photo: ListingPhoto;
  index: number;
  count: number;
  progress: number | null;
  disabled?: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  dragHandlers: {
    draggable: boolean;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
}

const overlayButtonSx = {
  bgcolor: 'rgba(255,255,255,0.92)',
  boxShadow: 1,
  p: 0.5,
  '&:hover': { bgcolor: 'common.white' },
} as const;

function PhotoTile({ photo, index, count, progress, disabled, dragging, dropTarget, onMove, onRemove, onRetry, dragHandlers }: PhotoTileProps) {
  const preview = useMemo(() => (photo.file ? URL.createObjectURL(photo.file) : null), [photo.file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const src = preview ?? (photo.url ? (cardUrlFor(photo.url) ?? photo.url) : null);
  const cover = index === 0;
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const number = formatCount(index + 1);
  const total = formatCount(count);
  const position = t`photo ${number}`;
  const percent = formatCount(progress ?? 0);
  const uploading = photo.url === null && photo.error === null;

  return (
    <Box
      component="li"
      data-photo={photo.key}
      aria-label={[t`Photo ${number} of ${total}`, cover ? t`the cover` : null, uploading ? t`uploading` : null, photo.error ? t`not uploaded` : null].filter(Boolean).join(', ')}
      {...dragHandlers}
      sx={{
        minWidth: 0,
        borderRadius: 2,
        border: 2,
        borderColor: dropTarget ? 'primary.main' : photo.error ? 'error.main' : cover ? 'secondary.main' : 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        opacity: dragging ? 0.45 : 1,
        cursor: dragHandlers.draggable ? 'grab' : 'default',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: '#f3f4f8' }}>
        {src ? <Box component="img" src={src} alt={photo.file?.name ?? ''} draggable={false} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
        {cover ? (
          <Chip
            size="small"
            color="secondary"
            icon={<StarIcon />}
            label={t`Cover`}
            sx={{ position: 'absolute', left: 4, top: 4, height: 22, fontSize: '0.7rem', '& .MuiChip-icon': { fontSize: 14 } }}
          />
        ) : (
          <IconButton size="small" aria-label={t`Make ${position} the cover`} title={t`Make this the cover`} disabled={disabled} onClick={() => onMove(0)} sx={{ ...overlayButtonSx, position: 'absolute', left: 4, top: 4 }}>
            <StarOutlineIcon sx={{ fontSize: 18 }} />
          </IconButton>
        )}
        <IconButton size="small" aria-label={t`Remove ${position}`} title={t`Remove`} disabled={disabled} onClick={onRemove} sx={{ ...overlayButtonSx, position: 'absolute', right: 4, top: 4 }}>
          <CloseIcon sx={{ fontSize: 18 }} />
        </IconButton>
        {progress !== null || uploading ? (
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, px: 0.75, pb: 0.5, pt: 0.25, bgcolor: 'rgba(255,255,255,0.85)' }}>
            <LinearProgress variant="determinate" value={progress ?? 0} aria-label={t`Upload of ${position}`} />
            <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.3, fontWeight: 600 }}>
              {percent}%
            </Typography>
          </Box>
        ) : null}
        {photo.error ? (
          <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: 0.5, bgcolor: 'rgba(254,242,242,0.95)', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="caption" color="error" sx={{ flex: 1, minWidth: 0, lineHeight: 1.2, fontWeight: 600 }} title={photo.error}>
              <Trans>Not uploaded</Trans>
            </Typography>
            <IconButton size="small" aria-label={t`Try ${position} again`} title={photo.error} disabled={disabled} onClick={onRetry} sx={{ p: 0.25 }}>
              <RefreshIcon sx={{ fontSize: 18 }} />
            </IconButton>
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.25 }}>
        <IconButton size="small" aria-label={t`Move ${position} earlier`} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <ArrowBackIcon sx={{ fontSize: 18 }} />
        </IconButton>
        <DragIndicatorIcon aria-hidden="true" sx={{ fontSize: 18, color: 'text.disabled', display: { xs: 'none', sm: 'block' } }} />
        <IconButton size="small" aria-label={t`Move ${position} later`} disabled={disabled || index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowForwardIcon sx={{ fontSize: 18 }} />
        </IconButton>
      </Box>
    </Box>
  );
}
