import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';

interface ReasonDialogProps<R extends string> {
  open: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  /** The dismissing button's words ("Cancel" unless the action itself is a cancellation). */
  cancelLabel?: string;
  destructive?: boolean;
  pending: boolean;
  /** Reasons to pick one of (value → label); without them, only the text. */
  reasons?: Record<R, string>;
  textLabel: string;
  /** Under the text: who reads it. */
  textHelp?: string;
  /** The most characters the text may have (the API's limit). */
  maxLength: number;
  onClose: () => void;
  onConfirm: (choice: { reason: R | undefined; text: string }) => void;
}

/**
 * Asks why before a step someone else will read about: declining or cancelling a booking, reporting,
 * rejecting or hiding a listing. A reason from a short list where there is one, and free text. Nothing
 * is lost on a failed send: the dialog stays open with what was typed.
 */
export function ReasonDialog<R extends string>({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  reasons,
  textLabel,
  textHelp,
  maxLength,
  onClose,
  onConfirm,
}: ReasonDialogProps<R>) {
  const [reason, setReason] = useState<R | ''>('');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const missingReason = reasons !== undefined && reason === '';
  const tooLong = text.trim().length > maxLength;
  // Not made from the title: a Bangla title has no word characters for \W to keep.
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missingReason || tooLong) return;
    onConfirm({ reason: reason === '' ? undefined : reason, text: text.trim() });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {message ? <DialogContentText>{message}</DialogContentText> : null}
          {reasons ? (
            <FormControl error={tried && missingReason}>
              <FormLabel id={`${titleId}-reasons`}>{t`Reason`}</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-reasons`} value={reason} onChange={(event) => setReason(event.target.value as R)}>
                {(Object.entries(reasons) as [R, string][]).map(([value, label]) => (
                  <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={label} />
                ))}
              </RadioGroup>
              {tried && missingReason ? <FormHelperText>{t`Choose a reason.`}</FormHelperText> : null}
            </FormControl>
          ) : null}
          <TextField
            label={textLabel}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={2}
            error={tooLong}
            helperText={`${textHelp ? `${textHelp} ` : ''}${formatCount(text.trim().length)} / ${formatCount(maxLength)}`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
