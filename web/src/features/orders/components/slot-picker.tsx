import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { formatMeetTime, localInputToIso, slotBounds } from '@/features/orders/lib/meetup-time';
import { ORDER_SLOTS_MAX, ORDER_SLOTS_MIN, ORDER_SLOTS_WINDOW_DAYS } from '@contract/constants';

/**
 * ORDER_SLOTS_MIN to ORDER_SLOTS_MAX meeting times (the first is required), each a native date-time input (the phone's own picker), bounded
 * to the next ORDER_SLOTS_WINDOW_DAYS days. Values are datetime-local strings; errors are per slot. The picker writes dates
 * in the browser's own order (11/28/2026 in a US browser), so each chosen time is said again under it as the rest of
 * ReCell writes times ("Sat 28 Nov, 18:30").
 */
/** The chosen time as ReCell writes times, or a blank line that keeps the row's height. */
function chosen(value: string): string {
  const iso = localInputToIso(value);
  return iso ? formatMeetTime(iso) : ' ';
}

export function SlotPicker({
  values,
  errors,
  onChange,
  now,
  disabled,
  max = ORDER_SLOTS_MAX,
  label = 'Meeting time',
}: {
  values: string[];
  errors: (string | null)[];
  onChange: (values: string[]) => void;
  now: Date;
  disabled?: boolean;
  max?: number;
  label?: string;
}) {
  const { min, max: latest } = slotBounds(now, ORDER_SLOTS_WINDOW_DAYS);
  const set = (index: number, value: string) => onChange(values.map((old, at) => (at === index ? value : old)));
  const remove = (index: number) => onChange(values.filter((_, at) => at !== index));

  return (
    <Box role="group" aria-label={max > 1 ? 'Meeting times' : label}>
      {max > 1 ? (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          When could you meet? Offer {ORDER_SLOTS_MIN} to {max} times in the next {ORDER_SLOTS_WINDOW_DAYS} days.
        </Typography>
      ) : null}
      {values.map((value, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <TextField
            type="datetime-local"
            label={max > 1 ? `${label} ${index + 1}` : label}
            value={value}
            onChange={(event) => set(index, event.target.value)}
            required={index === 0}
            disabled={disabled}
            fullWidth
            error={Boolean(errors[index])}
            helperText={errors[index] ?? chosen(value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max: latest, step: 60 } }}
          />
          {index > 0 ? (
            <IconButton aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => remove(index)} disabled={disabled} sx={{ mt: 1 }}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </Box>
      ))}
      {values.length < max ? (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...values, ''])} disabled={disabled} sx={{ mb: 1 }}>
          Add another time
        </Button>
      ) : null}
    </Box>
  );
}
