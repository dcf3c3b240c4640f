import { useEffect, useId, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useLingui } from '@lingui/react/macro';
import { MAX_IMAGE_BYTES } from '@contract/constants';
import { useFormat } from '@/lib/i18n/hooks';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem } from '@/lib/upload-image';

export interface ImagePickerProps {
  label: string;
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  /** Upload progress 0-100 while uploading, otherwise null. */
  progress: number | null;
  /** Shown as it is: the caller words it in the page's language (FormImagePicker does). */
  error?: string;
  required?: boolean;
  /** Round preview for profile photos. */
  round?: boolean;
  disabled?: boolean;
  /** The focusable "Choose photo" button, for forms that focus their first invalid field. */
  focusRef?: Ref<HTMLLabelElement>;
  /** The photo kept when none is chosen (a profile's current photo). */
  currentUrl?: string;
}

/** Picks one photo, previews it and shows the upload's progress. Checks type and size before anything is sent. */
export function ImagePicker({ label, file, onChange, progress, error, required, round, disabled, focusRef, currentUrl }: ImagePickerProps) {
  const inputId = useId();
  const helpId = useId();
  const { t } = useLingui();
  const { formatCount } = useFormat();
  // A space that cannot break: the figure and its unit stay on one line.
  const maxSize = `${formatCount(MAX_IMAGE_BYTES / 2 ** 20)}\u00a0MB`;
  const percent = `${formatCount(progress ?? 0)}%`;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 2,
          bgcolor: 'grey.50',
        }}
      >
        <Box
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: round ? '50%' : 2,
            overflow: 'hidden',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            color: 'grey.400',
          }}
        >
          {preview || currentUrl ? (
            <Box
              component="img"
              src={preview ?? currentUrl}
              alt={preview ? t`Preview of the chosen photo` : t`Your current photo`}
              sx={{ width: '100%', height: '100%', objectFit: round ? 'cover' : 'contain' }}
            />
          ) : (
            <AddPhotoAlternateIcon fontSize="large" />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Button component="label" ref={focusRef} variant="outlined" size="small" disabled={disabled || progress !== null}>
            {file || currentUrl ? t`Change photo` : t`Choose photo`}
            <input
              id={inputId}
              hidden
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              aria-describedby={helpId}
              onChange={(event) => {
                const picked = event.target.files?.[0] ?? null;
                event.target.value = '';
                onChange(picked, picked ? imageFileProblem(picked) : null);
              }}
            />
          </Button>
          {/* A long file name is cut short; the hint wraps on narrow screens instead. */}
          <Typography variant="body2" color="text.secondary" noWrap={Boolean(file)} sx={{ mt: 0.75 }}>
            {file ? file.name : t`JPEG, PNG or WebP, up to ${maxSize}`}
          </Typography>
        </Box>
      </Box>
      {progress !== null ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t`Upload progress`} />
          <Typography variant="caption" color="text.secondary">
            {t`Uploading… ${percent}`}
          </Typography>
        </Box>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(error)}>
        {error ?? ' '}
      </FormHelperText>
    </Box>
  );
}
