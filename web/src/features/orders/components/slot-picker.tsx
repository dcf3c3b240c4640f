import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '@/lib/i18n/hooks';
import { dayOptions, splitWallTime, timeOptions } from '@/features/orders/lib/meetup-time';
import { ORDER_SLOTS_MAX, ORDER_SLOTS_MIN, ORDER_SLOTS_WINDOW_DAYS } from '@contract/constants';
import type { SuggestedSpot } from '@contract/meetup-spots';
import { spotOptionLabel } from '@/features/orders/components/spot-place';

/** Per slot, the safe meeting spot chosen for it ('' for the place typed above), aligned with the slots. */
export interface SlotSpots {
  options: readonly SuggestedSpot[];
  values: string[];
  onChange: (values: string[]) => void;
}

/**
 * ORDER_SLOTS_MIN to ORDER_SLOTS_MAX meeting times (the first is required), each a day and a time of
 * day in the next ORDER_SLOTS_WINDOW_DAYS days, written as everywhere else ("Tue, 24 Nov 2026",
 * "18:30"). Native selects rather than a date-time input, whose text the browser writes in its own
 * locale's order (11/28/2026, 6:30 PM) and its own time zone; a select is still the phone's own
 * picker. Values are Bangladesh wall times ("2026-11-24T18:30"); errors are per slot.
 */
export function SlotPicker({
  values,
  errors,
  onChange,
  now,
  disabled,
  max = ORDER_SLOTS_MAX,
  label: givenLabel,
  spots,
}: {
  values: string[];
  errors: (string | null)[];
  onChange: (values: string[]) => void;
  now: Date;
  disabled?: boolean;
  max?: number;
  label?: string;
  /** Offers a safe meeting spot per slot (the booking form). */
  spots?: SlotSpots;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const label = givenLabel ?? t`Meeting time`;
  const lowerLabel = label.toLowerCase();
  const days = dayOptions(now, ORDER_SLOTS_WINDOW_DAYS, format);
  const [slotsMin, slotsMax, windowDays] = [ORDER_SLOTS_MIN, max, ORDER_SLOTS_WINDOW_DAYS].map(format.formatCount);
  const set = (index: number, value: string) => onChange(values.map((old, at) => (at === index ? value : old)));
  const remove = (index: number) => {
    onChange(values.filter((_, at) => at !== index));
    spots?.onChange(spots.values.filter((_, at) => at !== index));
  };
  const add = () => {
    onChange([...values, '']);
    spots?.onChange([...spots.values, '']);
  };
  const setSpot = (index: number, value: string) => spots?.onChange(values.map((_, at) => (at === index ? value : (spots.values[at] ?? ''))));

  return (
    <Box role="group" aria-label={max > 1 ? t`Meeting times` : label}>
      {max > 1 ? (
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          <Trans>
            When could you meet? Offer {slotsMin} to {slotsMax} times in the next {windowDays} days.
          </Trans>
        </Typography>
      ) : null}
      {values.map((value, index) => {
        const [day, time] = splitWallTime(value);
        const number = format.formatCount(index + 1);
        const name = max > 1 ? `${label} ${number}` : label;
        return (
          <Box key={index} role="group" aria-label={name} sx={{ mb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              select
              label={name}
              value={day}
              onChange={(event) => set(index, `${event.target.value}T${time}`)}
              required={index === 0}
              disabled={disabled}
              error={Boolean(errors[index])}
              helperText={errors[index] ?? ' '}
              sx={{ flex: 3, minWidth: 0 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': t`${name}: day` } }}
            >
              <option value="">{t`Day`}</option>
              {days.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t`Time`}
              value={time}
              onChange={(event) => set(index, `${day}T${event.target.value}`)}
              required={index === 0}
              disabled={disabled}
              error={Boolean(errors[index])}
              helperText=" "
              sx={{ flex: 2, minWidth: 0 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': t`${name}: time` } }}
            >
              <option value="">{t`Time`}</option>
              {timeOptions(day, now, ORDER_SLOTS_WINDOW_DAYS, format).map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </TextField>
            {index > 0 ? (
              <IconButton aria-label={t`Remove ${lowerLabel} ${number}`} onClick={() => remove(index)} disabled={disabled} sx={{ mt: 1 }}>
                <CloseIcon />
              </IconButton>
            ) : null}
          </Box>
          {spots && spots.options.length > 0 ? (
            <TextField
              select
              label={max > 1 ? t`Where, at time ${number}` : t`Where, at this time`}
              value={spots.values[index] ?? ''}
              onChange={(event) => setSpot(index, event.target.value)}
              disabled={disabled}
              fullWidth
              helperText={t`A safe meeting spot ReCell vouches for, nearest first, or the place above.`}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t`The meeting location above`}</option>
              {spots.options.map((spot) => (
                <option key={spot._id} value={spot._id}>
                  {spotOptionLabel(spot, i18n)}
                </option>
              ))}
            </TextField>
          ) : null}
          </Box>
        );
      })}
      {values.length < max ? (
        <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={disabled} sx={{ mb: 1 }}>
          <Trans>Add another time</Trans>
        </Button>
      ) : null}
    </Box>
  );
}
